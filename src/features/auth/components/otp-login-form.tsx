import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '#src/lib/http/api-context';
import { email as emailRule, mobile as mobileRule } from '#src/lib/forms/validation';
import { CallForm } from '#src/components/ui/call-form';
import { isOtpCode, OtpField } from '#src/components/ui/otp-field';
import { TextField } from '#src/components/ui/text-field';
import { generateOtp, verifyOtp } from '../api/auth-requests';
import { fieldErrorsOf, formMessageOf } from '#src/lib/forms/form-errors';
import { AUTH_MESSAGES as M } from '../messages';
import { useCompleteLogin } from '../use-complete-login';
import * as styles from './auth-forms.css';

/** An email address or a 10-digit mobile number (what POST /api/generate-otp/ accepts). */
export const isOtpTarget = (v: string) => v !== '' && (mobileRule(v) === undefined || emailRule(v) === undefined);

/** The field the emailed or texted code is typed in, in both sign-in steps that ask for one. */
export const CODE_FIELD = {
  label: M.otpCode,
  hint: M.otpCodeHint,
  name: 'otp',
  autoFocus: true,
  required: true,
} as const;

/** OTP login: ask for a code for an email or mobile number, then enter the code. */
export function OtpLoginForm({ onBack }: { onBack: () => void }) {
  const api = useApi();
  const completeLogin = useCompleteLogin();
  const [target, setTarget] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<{ target: string; minutes: number } | null>(null);
  const [errors, setErrors] = useState<{ target?: string; otp?: string }>({});

  const send = useMutation({
    mutationFn: (t: string) => generateOtp(api, t),
    onSuccess: (res, t) => setSentTo({ target: t, minutes: Math.round(res.expiresInSeconds / 60) }),
    onError: (err) => setErrors(fieldErrorsOf(err)),
  });
  const verify = useMutation({
    mutationFn: ({ t, otp }: { t: string; otp: string }) => verifyOtp(api, t, otp),
    onSuccess: completeLogin,
    onError: (err) => setErrors(fieldErrorsOf(err)),
  });

  const requestCode = (e?: FormEvent) => {
    e?.preventDefault();
    const t = target.trim();
    if (!isOtpTarget(t)) return setErrors({ target: M.otpTargetFormat });
    setErrors({});
    verify.reset();
    send.mutate(t);
  };

  const submitCode = (e: FormEvent) => {
    e.preventDefault();
    if (!sentTo) return;
    if (!isOtpCode(code)) return setErrors({ otp: M.otpCodeFormat });
    setErrors({});
    verify.mutate({ t: sentTo.target, otp: code.trim() });
  };

  const failure = formMessageOf(verify.error ?? send.error);
  const showFailure = (verify.isError || send.isError) && failure;

  /** What both steps share: the look, and the failure of either call. */
  const shared = { look: { form: styles.form, actions: styles.actions, fullWidth: true }, problem: showFailure };
  if (!sentTo) {
    return (
      <CallForm
        {...shared}
        onSubmit={requestCode}
        submit={{ label: M.otpSend, busy: send.isPending }}
        back={{ label: M.backToPassword, onClick: onBack }}
      >
        <TextField
          label={M.otpTarget}
          hint={M.otpTargetHint}
          name="target"
          autoComplete="username"
          value={target}
          onValueChange={setTarget}
          error={errors.target}
          autoFocus
          required
        />
      </CallForm>
    );
  }

  const changeTarget = () => {
    setSentTo(null);
    setCode('');
    send.reset();
    verify.reset();
  };
  return (
    <CallForm
      {...shared}
      onSubmit={submitCode}
      info={M.otpSent(sentTo.target, sentTo.minutes)}
      submit={{ label: M.otpVerify, busy: verify.isPending }}
      resend={{ label: M.otpResend, busy: send.isPending, onClick: () => requestCode() }}
      back={{ label: M.otpChangeTarget, onClick: changeTarget }}
    >
      <OtpField {...CODE_FIELD} value={code} onValueChange={setCode} error={errors.otp} />
    </CallForm>
  );
}
