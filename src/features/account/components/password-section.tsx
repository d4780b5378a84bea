import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '#src/lib/http/api-context';
import { Alert } from '#src/components/ui/alert';
import { Button } from '#src/components/ui/button';
import { PasswordPair } from '#src/components/ui/password-pair';
import { TextField } from '#src/components/ui/text-field';
import { fieldErrorsOf, formMessageOf } from '#src/lib/forms/form-errors';
import { changePassword, type PasswordValues } from '../api/account-requests';
import { passwordErrors } from '../form-check';
import { accountMessages as m } from '../messages';
import * as styles from './account.css';

const EMPTY: PasswordValues = { current_password: '', password: '', confirmPassword: '' };

/** Current password, new one twice ('Passwords do not match'); the other devices are signed out. */
export function PasswordSection() {
  const api = useApi();
  const [values, setValues] = useState<PasswordValues>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (k: keyof PasswordValues) => (v: string) => setValues((s) => ({ ...s, [k]: v }));
  const change = useMutation({
    mutationFn: (v: PasswordValues) => changePassword(api, v),
    onSuccess: () => setValues(EMPTY),
    onError: (err) => setErrors(fieldErrorsOf(err)),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    change.reset();
    const found = passwordErrors(values);
    setErrors(found);
    if (Object.keys(found).length === 0) change.mutate(values);
  };
  const failure = change.isError && Object.keys(errors).length === 0 ? formMessageOf(change.error) : undefined;
  return (
    <section className={styles.section} aria-labelledby="account-password">
      <h2 id="account-password" className={styles.sectionTitle}>
        {m.passwordTitle}
      </h2>
      <p className={styles.muted}>{m.passwordIntro}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        {failure ? <Alert variant="error">{failure}</Alert> : null}
        {change.isSuccess ? <Alert variant="success">{m.passwordChanged}</Alert> : null}
        <TextField
          label={m.currentPassword}
          name="current_password"
          type="password"
          autoComplete="current-password"
          value={values.current_password}
          onValueChange={set('current_password')}
          error={errors.current_password}
          required
        />
        <PasswordPair
          labels={{ password: m.newPassword, confirmPassword: m.confirmPassword }}
          values={values}
          errors={errors}
          onValueChange={set}
        />
        <div className={styles.actions}>
          <Button type="submit" busy={change.isPending}>
            {m.changePassword}
          </Button>
        </div>
      </form>
    </section>
  );
}
