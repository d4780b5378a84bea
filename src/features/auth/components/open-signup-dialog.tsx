import { useState, type FormEvent } from 'react';
import { useStore } from 'jotai';
import { useMutation } from '@tanstack/react-query';
import { useBrand } from '#src/lib/navigation';
import { useApi } from '#src/lib/http/api-context';
import { openLoginPrompt } from '#src/lib/session/prompts';
import { forgetNextPath, peekNextPath } from '#src/lib/session/next-path';
import { email, mobile, passwordConfirmation, required, text } from '#src/lib/forms/validation';
import { hasErrors, validateForm, type FormErrors, type FormRules } from '#src/lib/forms/validation-form';
import { Alert } from '#src/components/ui/alert';
import { Button } from '#src/components/ui/button';
import { Dialog } from '#src/components/ui/dialog';
import { TextField } from '#src/components/ui/text-field';
import { register, type RegistrationValues } from '../api/auth-requests';
import { fieldErrorsOf, formMessageOf } from '#src/lib/forms/form-errors';
import { AUTH_MESSAGES as M } from '../messages';
import * as styles from './auth-forms.css';
import { SignupCodeForm } from './signup-code-form';

/** Spec §5: name is text, email a valid address, mobile exactly 10 digits, the confirmation equal. */
export const SIGNUP_RULES: FormRules<RegistrationValues> = {
  name: text('name'),
  email: [required, email],
  mobile: mobile,
  password: required,
  confirmPassword: (v, all) => passwordConfirmation(all.password)(v),
};

const EMPTY: RegistrationValues = { name: '', email: '', mobile: '', password: '', confirmPassword: '' };

/**
 * The open sign-up dialog (its fields: docs/validation.md, "Rules"), loaded when it first opens (signup-dialog.tsx).
 */
export default function OpenSignupDialog({ onClose }: { onClose: () => void }) {
  const api = useApi();
  const store = useStore();
  const brand = useBrand();
  const [values, setValues] = useState<RegistrationValues>(EMPTY);
  const [errors, setErrors] = useState<FormErrors<RegistrationValues>>({});
  /** Step 2 (the emailed code) once the server has sent one: to this address, valid this long. */
  const [sent, setSent] = useState<{ email: string; minutes: number } | null>(null);
  const set = (k: keyof RegistrationValues) => (v: string) => setValues((s) => ({ ...s, [k]: v }));

  const signup = useMutation({
    mutationFn: (v: RegistrationValues) => register(api, v),
    onSuccess: (res, v) => setSent({ email: v.email, minutes: Math.round(res.expiresInSeconds / 60) }),
    onError: (err) => setErrors(fieldErrorsOf(err)),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateForm(values, SIGNUP_RULES);
    setErrors(found);
    if (!hasErrors(found)) signup.mutate({ ...values, email: values.email.trim() });
  };

  const failure = signup.isError ? formMessageOf(signup.error) : undefined;
  const field = (name: keyof RegistrationValues) => ({
    name,
    value: values[name],
    onValueChange: set(name),
    error: errors[name],
  });

  return (
    <Dialog
      open
      onOpenChange={(o) => {
        if (o) return;
        forgetNextPath();
        onClose();
      }}
      title={M.signupTitle}
      size="sm"
      closeLabel={M.close}
    >
      {sent ? (
        <SignupCodeForm
          email={sent.email}
          minutes={sent.minutes}
          resending={signup.isPending}
          resendError={failure}
          onResend={() => signup.mutate({ ...values, email: sent.email })}
          onBack={() => {
            signup.reset();
            setSent(null);
          }}
        />
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          {failure ? <Alert variant="error">{failure}</Alert> : null}
          <TextField label={M.name} autoComplete="name" required {...field('name')} />
          <TextField label={M.email} type="email" autoComplete="email" inputMode="email" required {...field('email')} />
          <TextField
            label={M.mobile}
            hint={M.mobileHint}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            required
            {...field('mobile')}
          />
          <TextField label={M.password} type="password" autoComplete="new-password" required {...field('password')} />
          <TextField
            label={M.confirmPassword}
            type="password"
            autoComplete="new-password"
            required
            {...field('confirmPassword')}
          />
          <div className={styles.actions}>
            <Button type="submit" busy={signup.isPending} fullWidth>
              {M.signupSubmit}
            </Button>
          </div>
          <p className={styles.links}>
            {M.haveAccount}
            <Button
              variant="text"
              onClick={() => {
                onClose();
                // Back to the login: the way on stays where the prompt put it (the checkout after a plan).
                openLoginPrompt(store, brand, undefined, peekNextPath() ?? undefined);
              }}
            >
              {M.logIn}
            </Button>
          </p>
        </form>
      )}
    </Dialog>
  );
}
