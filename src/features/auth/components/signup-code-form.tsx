import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '#src/lib/http/api-context';
import { CallForm } from '#src/components/ui/call-form';
import { isOtpCode, OtpField } from '#src/components/ui/otp-field';
import { confirmRegistration } from '../api/auth-requests';
import { fieldErrorsOf, formMessageOf } from '#src/lib/forms/form-errors';
import { AUTH_MESSAGES as M } from '../messages';
import { useCompleteLogin } from '../use-complete-login';
import { CODE_FIELD } from './otp-login-form';
import * as styles from './auth-forms.css';

interface SignupCodeFormProps {
  email: string;
  minutes: number;
  /** Asks for a new code with the same details. */
  onResend: () => void;
  resending: boolean;
  /** Why asking for a new code failed (e.g. too many codes), when it did. */
  resendError: string | undefined;
  /** Back to the details form, as typed. */
  onBack: () => void;
}

/** Registration step 2: the code emailed to the new account's address finishes the sign-up. */
export function SignupCodeForm({ email, minutes, onResend, resending, resendError, onBack }: SignupCodeFormProps) {
  const api = useApi();
  const completeLogin = useCompleteLogin();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const verify = useMutation({
    mutationFn: (otp: string) => confirmRegistration(api, email, otp),
    onSuccess: completeLogin,
    onError: (err) => setError(fieldErrorsOf(err).otp),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!isOtpCode(code)) return setError(M.otpCodeFormat);
    setError(undefined);
    verify.mutate(code.trim());
  };

  const failure = (verify.isError ? formMessageOf(verify.error) : undefined) ?? resendError;
  return (
    <CallForm
      look={{ form: styles.form, actions: styles.actions, fullWidth: true }}
      onSubmit={submit}
      problem={failure}
      info={M.signupCodeSent(email, minutes)}
      submit={{ label: M.signupVerify, busy: verify.isPending }}
      resend={{
        label: M.signupResend,
        busy: resending,
        onClick: () => {
          verify.reset();
          onResend();
        },
      }}
      back={{ label: M.signupChangeDetails, onClick: onBack }}
    >
      <OtpField {...CODE_FIELD} value={code} onValueChange={setCode} error={error} />
    </CallForm>
  );
}
