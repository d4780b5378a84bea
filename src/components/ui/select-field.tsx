import type { ReactNode } from 'react';
import { FieldFrame, type FieldText } from './field-frame';
import * as styles from './text-field.css';

export interface SelectFieldProps extends FieldText {
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The choices as [value, label] pairs, or `children` with the option elements. */
  options?: readonly (readonly [string, string])[];
  children?: ReactNode;
}

/** A labelled select; controlled. */
export function SelectField({ name, value, onValueChange, options, children, ...text }: SelectFieldProps) {
  return (
    <FieldFrame {...text}>
      {({ id, describedBy }) => (
        <select
          id={id}
          name={name}
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          className={styles.input}
          aria-invalid={text.error ? true : undefined}
          aria-describedby={describedBy}
        >
          {options?.map(([v, label]) => (
            <option key={v} value={v}>
              {label}
            </option>
          ))}
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
