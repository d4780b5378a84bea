import { FieldList, type FieldSpec } from './field-list';

export type PasswordPairField = 'password' | 'confirmPassword';

/** The two fields' labels: the new password, then its confirmation. */
type PasswordPairLabels = Record<PasswordPairField, string>;

const NEW_PASSWORD = { type: 'password', autoComplete: 'new-password', required: true } as const;

/** The pair's rows, for a field list that has more fields around them (e.g. the current password first). */
export const newPasswordFields = (labels: PasswordPairLabels): FieldSpec<PasswordPairField>[] => [
  { name: 'password', label: labels.password, ...NEW_PASSWORD },
  { name: 'confirmPassword', label: labels.confirmPassword, ...NEW_PASSWORD },
];

interface PasswordPairProps {
  labels: PasswordPairLabels;
  values: Record<PasswordPairField, string>;
  errors: Partial<Record<PasswordPairField, string>>;
  onValueChange: (field: PasswordPairField) => (value: string) => void;
}

/** A new password typed twice (lib/forms/validation.ts passwordConfirmation checks they match). */
export function PasswordPair({ labels, ...wired }: PasswordPairProps) {
  return <FieldList fields={newPasswordFields(labels)} {...wired} />;
}
