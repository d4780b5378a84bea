import type { InputHTMLAttributes, Ref } from 'react';
import { FieldFrame, type FieldText } from './field-frame';
import * as styles from './text-field.css';

export interface TextFieldProps
  extends FieldText, Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> {
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input. Controlled, so a failed submit never loses what was typed. */
export function TextField({
  label,
  name,
  value,
  onValueChange,
  error,
  hint,
  type = 'text',
  ref,
  ...rest
}: TextFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {({ id, describedBy }) => (
        <input
          {...rest}
          ref={ref}
          id={id}
          name={name}
          type={type}
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    </FieldFrame>
  );
}
