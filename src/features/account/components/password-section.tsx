import { useState } from 'react';
import { useApi } from '#src/lib/http/api-context';
import { CallForm } from '#src/components/ui/call-form';
import { FieldList, type FieldSpec } from '#src/components/ui/field-list';
import { newPasswordFields } from '#src/components/ui/password-pair';
import { useFormSubmit } from '#src/lib/forms/use-form-submit';
import { changePassword, type PasswordValues } from '../api/account-requests';
import { passwordErrors } from '../form-check';
import { accountMessages as m } from '../messages';
import * as styles from './account.css';

const EMPTY: PasswordValues = { current_password: '', password: '', confirmPassword: '' };

const FIELDS: FieldSpec<keyof PasswordValues>[] = [
  {
    name: 'current_password',
    label: m.currentPassword,
    type: 'password',
    autoComplete: 'current-password',
    required: true,
  },
  ...newPasswordFields({ password: m.newPassword, confirmPassword: m.confirmPassword }),
];

/** Current password, new one twice ('Passwords do not match'); the other devices are signed out. */
export function PasswordSection() {
  const api = useApi();
  const [values, setValues] = useState<PasswordValues>(EMPTY);
  const set = (k: keyof PasswordValues) => (v: string) => setValues((s) => ({ ...s, [k]: v }));
  const change = useFormSubmit({
    check: passwordErrors,
    call: (v: PasswordValues) => changePassword(api, v),
    onSuccess: () => setValues(EMPTY),
  });
  return (
    <section className={styles.section} aria-labelledby="account-password">
      <h2 id="account-password" className={styles.sectionTitle}>
        {m.passwordTitle}
      </h2>
      <p className={styles.muted}>{m.passwordIntro}</p>
      <CallForm look={styles} {...change.form(values, { submit: m.changePassword, saved: m.passwordChanged })}>
        <FieldList fields={FIELDS} values={values} errors={change.errors} onValueChange={set} />
      </CallForm>
    </section>
  );
}
