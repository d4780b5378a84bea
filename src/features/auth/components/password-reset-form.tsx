import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '#src/lib/http/api-context';
import { email as emailRule, passwordConfirmation, required } from '#src/lib/forms/validation';
import { hasErrors, validateForm } from '#src/lib/forms/validation-form';
import { CallForm } from '#src/components/ui/call-form';
import { FieldList, type FieldSpec } from '#src/components/ui/field-list';
import { isOtpCode } from '#src/components/ui/otp-field';
import { newPasswordFields } from '#src/components/ui/password-pair';
import { requestPasswordReset, resetPassword, type PasswordResetValues } from '../api/auth-requests';
import { fieldErrorsOf, formMessageOf } from '#src/lib/forms/form-errors';
import { AUTH_MESSAGES as M } from '../messages';
import * as styles from './auth-forms.css';

type Errors = Partial<Record<keyof PasswordResetValues, string>>;

const EMAIL_STEP: FieldSpec<keyof PasswordResetValues>[] = [
  { name: 'email', label: M.email, type: 'email', autoComplete: 'email', autoFocus: true, required: true },
];

const CODE_STEP: FieldSpec<keyof PasswordResetValues>[] = [
  { kind: 'otp', name: 'otp', label: M.resetCode, autoFocus: true, required: true },
  ...newPasswordFields({ password: M.newPassword, confirmPassword: M.confirmNewPassword }),
];

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

  /** What both steps share: the look, and the failure of either call. */
  const step = { look: { form: styles.form, actions: styles.actions, fullWidth: true }, problem: showFailure };
  const back = { label: M.backToPassword, onClick: onBack };
  const fields = { values, errors, onValueChange: set };
  if (!sent) {
    return (
      <CallForm
        {...step}
        onSubmit={submitEmail}
        intro={<p className={styles.intro}>{M.resetIntro}</p>}
        submit={{ label: M.resetSend, busy: request.isPending }}
        back={back}
      >
        <FieldList fields={EMAIL_STEP} {...fields} />
      </CallForm>
    );
  }

  return (
    <CallForm
      {...step}
      onSubmit={submitReset}
      info={M.resetSent}
      submit={{ label: M.resetSubmit, busy: reset.isPending }}
      back={back}
    >
      <FieldList fields={CODE_STEP} {...fields} />
    </CallForm>
  );
}
