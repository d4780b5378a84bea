import { useId, type ReactNode } from 'react';
import * as field from '#src/components/ui/text-field.css';
import * as styles from './editor.css';

interface Described {
  label: string;
  error?: string;
  hint?: string;
}

function useDescribed({ error, hint }: Described) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return { id, hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
}

function Frame({
  d,
  label,
  hint,
  error,
  children,
}: Described & { d: ReturnType<typeof useDescribed>; children: ReactNode }) {
  return (
    <div className={field.field}>
      <label htmlFor={d.id} className={field.label}>
        {label}
      </label>
      {hint ? (
        <p id={d.hintId} className={field.hint}>
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={d.errorId} className={field.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function TextArea(
  props: Described & { name: string; value: string; onValueChange: (v: string) => void; maxLength?: number },
) {
  const d = useDescribed(props);
  return (
    <Frame d={d} {...props}>
      <textarea
        id={d.id}
        name={props.name}
        value={props.value}
        maxLength={props.maxLength}
        onChange={(e) => props.onValueChange(e.target.value)}
        className={`${field.input} ${styles.textarea}`}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={d.describedBy}
      />
    </Frame>
  );
}

export function SelectField(
  props: Described & { name: string; value: string; onValueChange: (v: string) => void; children: ReactNode },
) {
  const d = useDescribed(props);
  return (
    <Frame d={d} {...props}>
      <select
        id={d.id}
        name={props.name}
        value={props.value}
        onChange={(e) => props.onValueChange(e.target.value)}
        className={field.input}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={d.describedBy}
      >
        {props.children}
      </select>
    </Frame>
  );
}

export function CheckField({
  label,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <label className={styles.check}>
      <input
        type="checkbox"
        className={styles.checkbox}
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      {label}
    </label>
  );
}
