import type { ComponentProps } from 'react';
import { OtpField } from './otp-field';
import { SelectField, type SelectFieldProps } from './select-field';
import { TextAreaField, type TextAreaFieldProps } from './text-area-field';
import { TextField, type TextFieldProps } from './text-field';

/** What the list fills in for every field: its value, its change and its message come from the form's records. */
type Wired = 'name' | 'value' | 'onValueChange' | 'error';

/** What every row has: its name, and `silent` for a field no rule of the form speaks of (it never shows a message). */
interface Row<K extends string> {
  name: K;
  silent?: boolean;
}

/** One row of a field list: a text input (the default), a one-time code, a multi-line text or a select. */
export type FieldSpec<K extends string> =
  | ({ kind?: 'text' } & Row<K> & Omit<TextFieldProps, Wired>)
  | ({ kind: 'otp' } & Row<K> & Omit<ComponentProps<typeof OtpField>, Wired>)
  | ({ kind: 'textarea' } & Row<K> & Omit<TextAreaFieldProps, Wired>)
  | ({ kind: 'select' } & Row<K> & Omit<SelectFieldProps, Wired>);

interface FieldListProps<K extends string> {
  /** The fields in the order they stand; `false` leaves a field out (e.g. one a choice hides). */
  fields: readonly (FieldSpec<K> | false)[];
  values: Readonly<Record<NoInfer<K>, string>>;
  /** The messages by field name (a form's own check or the server's 400). */
  errors: Readonly<Partial<Record<string, string>>>;
  onValueChange: (name: K) => (value: string) => void;
}

/** A form's fields as a table: each is labelled, controlled, and tied to its message by name. */
export function FieldList<K extends string>({ fields, values, errors, onValueChange }: FieldListProps<K>) {
  return (
    <>
      {fields.map((spec) => {
        if (!spec) return null;
        const error = spec.silent ? undefined : errors[spec.name];
        const wired = { value: values[spec.name], onValueChange: onValueChange(spec.name), error };
        if (spec.kind === 'otp') {
          const { kind: _, silent: __, ...rest } = spec;
          return <OtpField key={spec.name} {...rest} {...wired} />;
        }
        if (spec.kind === 'textarea') {
          const { kind: _, silent: __, ...rest } = spec;
          return <TextAreaField key={spec.name} {...rest} {...wired} />;
        }
        if (spec.kind === 'select') {
          const { kind: _, silent: __, ...rest } = spec;
          return <SelectField key={spec.name} {...rest} {...wired} />;
        }
        const { kind: _, silent: __, ...rest } = spec;
        return <TextField key={spec.name} {...rest} {...wired} />;
      })}
    </>
  );
}
