import type { ReactNode } from 'react';
import { Button } from './button';

/** A second button that runs a call of its own (e.g. sending the code again), busy while it runs. */
export interface SideCall {
  label: string;
  busy: boolean;
  onClick: () => void;
}

export interface FormActionsProps {
  /** The row's look, from the form's own styles. */
  className: string;
  /** The submit button's words, and whether its call is running. */
  submit: { label: string; busy: boolean };
  /** The submit button fills the row (the sign-in dialogs' forms). */
  fullWidth?: boolean;
  /** Buttons of the form's own, right after the submit button. */
  children?: ReactNode;
  resend?: SideCall;
  /** A way out that sends nothing (back, cancel, change the details). */
  back?: { label: string; onClick: () => void };
}

/** A form's row of buttons: submit first, then the form's own, a second call, and the way back, in that order. */
export function FormActions({ className, submit, fullWidth, children, resend, back }: FormActionsProps) {
  return (
    <div className={className}>
      <Button type="submit" busy={submit.busy} fullWidth={fullWidth}>
        {submit.label}
      </Button>
      {children}
      {resend ? (
        <Button variant="secondary" busy={resend.busy} onClick={resend.onClick}>
          {resend.label}
        </Button>
      ) : null}
      {back ? (
        <Button variant="text" onClick={back.onClick}>
          {back.label}
        </Button>
      ) : null}
    </div>
  );
}
