import { useId, type ReactNode } from 'react';
import * as field from '#src/components/ui/text-field.css';
import * as styles from './automated.css';

interface FieldProps {
  label: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  hint?: string;
}

function Framed({
  label,
  hint,
  error,
  children,
}: Omit<FieldProps, 'name' | 'value' | 'onValueChange'> & {
  children: (ids: { id: string; describedBy?: string }) => ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={field.field}>
      <label htmlFor={id} className={field.label}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={field.hint}>
          {hint}
        </p>
      ) : null}
      {children({ id, describedBy })}
      {error ? (
        <p id={errorId} className={field.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled multi-line text input; controlled, so nothing typed is lost on a failed save. */
export function TextArea(props: FieldProps & { maxLength?: number }) {
  return (
    <Framed {...props}>
      {({ id, describedBy }) => (
        <textarea
          id={id}
          name={props.name}
          value={props.value}
          maxLength={props.maxLength}
          onChange={(e) => props.onValueChange(e.target.value)}
          className={`${field.input} ${styles.textarea}`}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    </Framed>
  );
}

export function Select(props: FieldProps & { options: readonly (readonly [string, string])[] }) {
  return (
    <Framed {...props}>
      {({ id, describedBy }) => (
        <select
          id={id}
          name={props.name}
          value={props.value}
          onChange={(e) => props.onValueChange(e.target.value)}
          className={field.input}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={describedBy}
        >
          {props.options.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      )}
    </Framed>
  );
}

/** A group of checkboxes under a legend: the values ticked. */
export function Checkboxes({
  legend,
  name,
  options,
  values,
  onValuesChange,
  error,
  hint,
}: {
  legend: string;
  name: string;
  options: readonly (readonly [string, string])[];
  values: readonly string[];
  onValuesChange: (values: string[]) => void;
  error?: string;
  hint?: string;
}) {
  const id = useId();
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className={field.hint}>
          {hint}
        </p>
      ) : null}
      <div className={styles.choices}>
        {options.map(([value, label]) => (
          <label key={value} className={styles.choice}>
            <input
              type="checkbox"
              name={name}
              value={value}
              checked={values.includes(value)}
              onChange={(e) =>
                onValuesChange(
                  e.target.checked
                    ? options.map(([v]) => v).filter((v) => v === value || values.includes(v))
                    : values.filter((v) => v !== value),
                )
              }
            />
            {label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className={field.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
