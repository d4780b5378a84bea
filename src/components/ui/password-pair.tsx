import type { FieldSpec } from './field-list';

type PasswordPairField = 'password' | 'confirmPassword';

const NEW_PASSWORD = { type: 'password', autoComplete: 'new-password', required: true } as const;

/**
 * A new password typed twice, as the rows of a field list (lib/forms/validation.ts passwordConfirmation checks
 * they match); the labels name the new password, then its confirmation.
 */
export const newPasswordFields = (labels: Record<PasswordPairField, string>): FieldSpec<PasswordPairField>[] => [
  { name: 'password', label: labels.password, ...NEW_PASSWORD },
  { name: 'confirmPassword', label: labels.confirmPassword, ...NEW_PASSWORD },
];
