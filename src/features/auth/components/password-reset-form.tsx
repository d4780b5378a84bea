import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '#src/lib/http/api-context';
import { email as emailRule, passwordConfirmation, required } from '#src/lib/forms/validation';
import { hasErrors, validateForm } from '#src/lib/forms/validation-form';
import { CallForm } from '#src/components/ui/call-form';
import { isOtpCode, OtpField } from '#src/components/ui/otp-field';
import { PasswordPair } from '#src/components/ui/password-pair';
import { TextField } from '#src/components/ui/text-field';
import { requestPasswordReset, resetPassword, type PasswordResetValues } from '../api/auth-requests';
import { fieldErrorsOf, formMessageOf } from '#src/lib/forms/form-errors';
import { AUTH_MESSAGES as M } from '../messages';
import * as styles from './auth-forms.css';

type Errors = Partial<Record<keyof PasswordResetValues, string>>;

/** Password reset: an email gets a code; the code and a new password set it. */
export function PasswordResetForm({ onDone, onBack }: { onDone: () => void; onBack: () => void }) {
  const api = useApi();
  const [values, setValues] = useState<PasswordResetValues>({ email: '', otp: '', password: '', confirmPassword: '' });
  const [sent, setSent] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const set = (k: keyof PasswordResetValues) => (v: string) => setValues((s) => ({ ...s, [k]: v }));

  const request = useMutation({
    mutationFn: (email: string) => requestPasswordReset(api, email),
    onSuccess: () => setSent(true),
    onError: (err) => setErrors(fieldErrorsOf(err)),
  });
  const reset = useMutation({
    mutationFn: (v: PasswordResetValues) => resetPassword(api, v),
    onSuccess: onDone,
    onError: (err) => setErrors(fieldErrorsOf(err)),
  });

  const submitEmail = (e: FormEvent) => {
    e.preventDefault();
    const found = validateForm(values, { email: [required, emailRule] });
    setErrors(found);
    if (!hasErrors(found)) request.mutate(values.email.trim());
  };

  const submitReset = (e: FormEvent) => {
    e.preventDefault();
    const found = validateForm(values, {
      otp: (v) => (isOtpCode(v) ? undefined : M.otpCodeFormat),
      password: required,
      confirmPassword: (v, all) => passwordConfirmation(all.password)(v),
    });
    setErrors(found);
    if (!hasErrors(found)) reset.mutate({ ...values, email: values.email.trim(), otp: values.otp.trim() });
  };

  const failure = formMessageOf(reset.error ?? request.error);
  const showFailure = (reset.isError || request.isError) && failure;

  const look = { form: styles.form, actions: styles.actions };
  const back = { label: M.backToPassword, onClick: onBack };
  if (!sent) {
    return (
      <CallForm
        look={look}
        onSubmit={submitEmail}
        intro={<p className={styles.intro}>{M.resetIntro}</p>}
        problem={showFailure}
        submit={M.resetSend}
        busy={request.isPending}
        fullWidth
        back={back}
      >
        <TextField
          label={M.email}
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onValueChange={set('email')}
          error={errors.email}
          autoFocus
          required
        />
      </CallForm>
    );
  }

  return (
    <CallForm
      look={look}
      onSubmit={submitReset}
      problem={showFailure}
      info={M.resetSent}
      submit={M.resetSubmit}
      busy={reset.isPending}
      fullWidth
      back={back}
    >
      <OtpField
        label={M.resetCode}
        name="otp"
        value={values.otp}
        onValueChange={set('otp')}
        error={errors.otp}
        autoFocus
        required
      />
      <PasswordPair
        labels={{ password: M.newPassword, confirmPassword: M.confirmNewPassword }}
        values={values}
        errors={errors}
        onValueChange={set}
      />
    </CallForm>
  );
}
