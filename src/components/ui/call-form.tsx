import type { FormEvent, ReactNode } from 'react';
import { Alert } from './alert';
import { FormActions, type FormActionsProps } from './form-actions';

interface CallFormProps extends Omit<FormActionsProps, 'className' | 'children' | 'fullWidth'> {
  /** The form's own styles: the form, its row of buttons, and whether the submit button fills the row. */
  look: { form: string; actions: string; fullWidth?: boolean };
  onSubmit: (e: FormEvent) => void;
  /** Words above the alert (e.g. what the step does). */
  intro?: ReactNode;
  /** Why the call failed, when no field says it; shown instead of `success` and `info`. */
  problem?: string | false | null;
  success?: string | false;
  info?: string;
  /** The fields. */
  children: ReactNode;
}

/**
 * A form that makes one call: the failure (or else the success, or else what the step has to say) above the
 * fields, then the buttons. Its own check runs in `onSubmit`; the browser's is off (noValidate).
 */
export function CallForm({ look, onSubmit, intro, problem, success, info, children, ...actions }: CallFormProps) {
  return (
    <form className={look.form} onSubmit={onSubmit} noValidate>
      {intro}
      {problem ? (
        <Alert variant="error">{problem}</Alert>
      ) : success ? (
        <Alert variant="success">{success}</Alert>
      ) : info ? (
        <Alert variant="info">{info}</Alert>
      ) : null}
      {children}
      <FormActions className={look.actions} fullWidth={look.fullWidth} {...actions} />
    </form>
  );
}
