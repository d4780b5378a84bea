import { useId } from 'react';
import * as field from '#src/components/ui/text-field.css';
import * as styles from './automated.css';

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
