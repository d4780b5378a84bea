import { useId, type ReactNode } from 'react';
import * as styles from '#src/components/ui/text-field.css';

interface FieldProps {
  label: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  hint?: string;
}

function Described({ id, hint, error, children }: { id: string; hint?: string; error?: string; children: ReactNode }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </>
  );
}

const describedBy = (id: string, hint?: string, error?: string) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

/** A labelled, controlled textarea, marked invalid and described by its message. */
export function TextArea({ label, name, value, onValueChange, error, hint, rows = 5 }: FieldProps & { rows?: number }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <Described id={id} hint={hint} error={error}>
        <textarea
          id={id}
          name={name}
          rows={rows}
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
        />
      </Described>
    </div>
  );
}

/** A labelled, controlled select; `placeholder` is the empty first choice. */
export function SelectField({
  label,
  name,
  value,
  onValueChange,
  error,
  hint,
  options,
  placeholder,
}: FieldProps & { options: readonly { value: string; label: string }[]; placeholder: string }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <Described id={id} hint={hint} error={error}>
        <select
          id={id}
          name={name}
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
        >
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </Described>
    </div>
  );
}
