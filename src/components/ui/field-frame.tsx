import { useId, type ReactNode } from 'react';
import * as styles from './text-field.css';

/** What every labelled control has besides its input: the label, and an optional hint and error. */
export interface FieldText {
  label: string;
  /** The message for this field; the control is marked invalid and described by it. */
  error?: string;
  hint?: string;
}

/** The control's ids: its own, and what describes it (the hint, then the error). */
export interface FieldIds {
  id: string;
  describedBy: string | undefined;
}

/**
 * A label, the hint under it, the control (rendered by `children` with the ids to wire), and the
 * error under the control: the frame every form field of the app shares.
 */
export function FieldFrame({ label, hint, error, children }: FieldText & { children: (ids: FieldIds) => ReactNode }) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children({ id, describedBy })}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
