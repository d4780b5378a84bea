import { FieldFrame, type FieldText } from './field-frame';
import * as styles from './text-field.css';

export interface TextAreaFieldProps extends FieldText {
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  maxLength?: number;
  /** Its height in lines of text (the browser's default otherwise). */
  rows?: number;
}

/** A labelled multi-line text input; controlled, so nothing typed is lost on a failed save. */
export function TextAreaField({ name, value, onValueChange, maxLength, rows, ...text }: TextAreaFieldProps) {
  return (
    <FieldFrame {...text}>
      {({ id, describedBy }) => (
        <textarea
          id={id}
          name={name}
          value={value}
          maxLength={maxLength}
          rows={rows}
          onChange={(e) => onValueChange(e.target.value)}
          className={`${styles.input} ${styles.textarea}`}
          aria-invalid={text.error ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    </FieldFrame>
  );
}
