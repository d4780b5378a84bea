import { describe, expect, it } from 'vitest';
import { contactChangeForm, passwordChangeForm, profileForm } from '#contract/account/forms';
import { contactErrors, nameErrors, passwordErrors } from './form-check';

/** The first message per field the server's schema gives: what the browser's check must say too. */
function serverErrors(
  schema: {
    safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  values: unknown,
) {
  const parsed = schema.safeParse(values);
  const errors: Record<string, string> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const key = String(issue.path[0] ?? '');
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

describe('the settings forms in the browser say what the server says', () => {
  it.each(['', ' ', ' Asha', 'Asha  Rao', 'Asha Rao', 'x'.repeat(101)])('name %j', (name) => {
    expect(nameErrors(name)).toEqual(serverErrors(profileForm, { name }));
  });

  it.each([
    ['email', ''],
    ['email', 'asha@'],
    ['email', 'asha@example.com'],
    ['mobile', ''],
    ['mobile', '98765'],
    ['mobile', '9876543210'],
  ] as const)('%s %j', (kind, value) => {
    expect(contactErrors(kind, value)).toEqual(serverErrors(contactChangeForm, { kind, value }));
  });

  it.each([
    { current_password: '', password: '', confirmPassword: '' },
    { current_password: 'old', password: 'short', confirmPassword: 'short' },
    { current_password: 'old', password: 'Long enough 1', confirmPassword: 'Long enough 2' },
    { current_password: 'old', password: 'Long enough 1', confirmPassword: 'Long enough 1' },
    { current_password: 'old', password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) },
  ])('password %#', (values) => {
    expect(passwordErrors(values)).toEqual(serverErrors(passwordChangeForm, values));
  });
});
