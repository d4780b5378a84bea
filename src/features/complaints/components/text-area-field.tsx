import { useId } from 'react';
import * as field from '#src/components/ui/text-field.css';
import * as styles from './complaints.css';

/** A labelled, controlled textarea with its message: a failed save keeps what was typed. */
export function TextAreaField({
  label,
  name,
  value,
  onValueChange,
  error,
  hint,
  maxLength,
}: {
  label: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  hint?: string;
  maxLength: number;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={field.field}>
      <label htmlFor={id} className={field.label}>
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        className={styles.textarea}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(e) => onValueChange(e.target.value)}
      />
      <p id={`${id}-hint`} className={field.hint}>
        {hint ? `${hint} ` : ''}
        {value.length} of {maxLength} characters
      </p>
      {error ? (
        <p id={`${id}-error`} className={field.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
