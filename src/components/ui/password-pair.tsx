import { TextField } from './text-field';

export type PasswordPairField = 'password' | 'confirmPassword';

interface PasswordPairProps {
  /** The two fields' labels: the new password, then its confirmation. */
  labels: { password: string; confirmPassword: string };
  values: Record<PasswordPairField, string>;
  errors: Partial<Record<PasswordPairField, string>>;
  onValueChange: (field: PasswordPairField) => (value: string) => void;
}

/** A new password typed twice (lib/forms/validation.ts passwordConfirmation checks they match). */
export function PasswordPair({ labels, values, errors, onValueChange }: PasswordPairProps) {
  return (
    <>
      <TextField
        label={labels.password}
        name="password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        onValueChange={onValueChange('password')}
        error={errors.password}
        required
      />
      <TextField
        label={labels.confirmPassword}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onValueChange={onValueChange('confirmPassword')}
        error={errors.confirmPassword}
        required
      />
    </>
  );
}
