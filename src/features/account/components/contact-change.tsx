import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '#src/lib/http/api-context';
import { Alert } from '#src/components/ui/alert';
import { Button } from '#src/components/ui/button';
import { isOtpCode, OtpField } from '#src/components/ui/otp-field';
import { TextField } from '#src/components/ui/text-field';
import { CallForm } from '#src/components/ui/call-form';
import type { ContactKind } from '#contract/account/forms';
import { fieldErrorsOf, formMessageOf } from '#src/lib/forms/form-errors';
import { confirmContact, requestContactCode } from '../api/account-requests';
import { contactErrors } from '../form-check';
import { accountMessages as m } from '../messages';
import { useProfileSaved } from '../use-profile-saved';
import * as styles from './account.css';

type Step = { step: 'view' } | { step: 'edit' } | { step: 'code'; to: string; minutes: number };

/** The email or mobile number, changed only once the code sent to the new address comes back. */
export function ContactChange({ kind, current }: { kind: ContactKind; current: string | null }) {
  const api = useApi();
  const saved = useProfileSaved();
  const [step, setStep] = useState<Step>({ step: 'view' });
  const [value, setValue] = useState('');
  const [otp, setOtp] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState(false);
  const label = kind === 'email' ? m.email : m.mobile;

  const send = useMutation({
    mutationFn: (v: string) => requestContactCode(api, kind, v),
    onSuccess: (res, v) => setStep({ step: 'code', to: v, minutes: Math.round(res.expiresInSeconds / 60) }),
    onError: (err) => setErrors(fieldErrorsOf(err)),
  });
  const confirm = useMutation({
    mutationFn: ({ to, code }: { to: string; code: string }) => confirmContact(api, kind, to, code),
    onSuccess: (profile) => {
      saved(profile);
      setDone(true);
      setStep({ step: 'view' });
    },
    onError: (err) => setErrors(fieldErrorsOf(err)),
  });

  const reset = () => {
    setErrors({});
    send.reset();
    confirm.reset();
  };
  const sendCode = (e?: FormEvent) => {
    e?.preventDefault();
    reset();
    const found = contactErrors(kind, value);
    setErrors(found);
    if (!found.value) send.mutate(kind === 'email' ? value.trim().toLowerCase() : value.trim());
  };
  const submitCode = (e: FormEvent) => {
    e.preventDefault();
    if (step.step !== 'code') return;
    if (!isOtpCode(otp)) return setErrors({ otp: m.otpFormat });
    reset();
    confirm.mutate({ to: step.to, code: otp.trim() });
  };
  const cancel = () => {
    reset();
    setStep({ step: 'view' });
  };

  const failure = formMessageOf(confirm.error ?? send.error);
  const showFailure = (confirm.isError || send.isError) && !errors.value && !errors.otp && failure;

  if (step.step === 'view') {
    return (
      <div className={styles.row}>
        <p className={styles.rowText}>
          <span className={styles.rowLabel}>{label}</span>
          <span data-testid={`current-${kind}`}>{current ?? m.noMobile}</span>
        </p>
        {done ? <Alert variant="success">{kind === 'email' ? m.emailChanged : m.mobileChanged}</Alert> : null}
        <Button
          variant="secondary"
          aria-label={`${current ? m.change : m.add} ${label.toLowerCase()}`}
          onClick={() => {
            setDone(false);
            setValue('');
            setOtp('');
            setStep({ step: 'edit' });
          }}
        >
          {current ? m.change : m.add}
        </Button>
      </div>
    );
  }

  const newLabel = kind === 'email' ? m.newEmail : m.newMobile;
  /** What both steps share: the look, the failure, and Cancel. */
  const shared = { look: styles, problem: showFailure, back: { label: m.cancel, onClick: cancel } };
  return (
    <div className={styles.row}>
      {step.step === 'edit' ? (
        <CallForm {...shared} onSubmit={sendCode} submit={{ label: m.sendCode, busy: send.isPending }}>
          <TextField
            label={newLabel}
            name={`new-${kind}`}
            type={kind === 'email' ? 'email' : 'tel'}
            inputMode={kind === 'email' ? 'email' : 'numeric'}
            autoComplete={kind === 'email' ? 'email' : 'tel-national'}
            value={value}
            onValueChange={setValue}
            error={errors.value}
            autoFocus
            required
          />
        </CallForm>
      ) : (
        <CallForm
          {...shared}
          onSubmit={submitCode}
          info={m.codeSent(step.to, step.minutes)}
          submit={{ label: m.confirm, busy: confirm.isPending }}
          resend={{ label: m.sendCode, busy: send.isPending, onClick: () => sendCode() }}
        >
          <OtpField
            label={m.code}
            name={`${kind}-otp`}
            value={otp}
            onValueChange={setOtp}
            error={errors.otp ?? errors.value}
            autoFocus
            required
          />
        </CallForm>
      )}
    </div>
  );
}
