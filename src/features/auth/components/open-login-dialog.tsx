import { useState, type MouseEvent } from 'react';
import { useSetAtom } from 'jotai';
import { useRouter } from '@tanstack/react-router';
import { useBrand } from '#src/lib/navigation';
import { signupDialogAtom, type LoginType } from '#src/lib/session/session-atoms';
import { currentPath, forgetNextPath, peekNextPath } from '#src/lib/session/next-path';
import { Alert } from '#src/components/ui/alert';
import { Button } from '#src/components/ui/button';
import { Dialog } from '#src/components/ui/dialog';
import { AUTH_MESSAGES as M } from '../messages';
import { useCompleteLogin } from '../use-complete-login';
import { useFragmentFormSubmit } from '../use-fragment-form';
import { BrokerLogin } from './broker-login';
import { FragmentLoader } from './fragment-loader';
import { GoogleSignIn } from './google-sign-in';
import { OtpLoginForm } from './otp-login-form';
import { PasswordResetForm } from './password-reset-form';
import * as styles from './auth-forms.css';

type View = 'broker' | 'password' | 'otp' | 'reset' | 'google';

/**
 * The open login dialog (docs/session.md, "Login dialog and page fragments"), loaded when it first opens
 * (login-dialog.tsx). 'all': the brand's sign-in form (the visitor login-modal page: password, OTP, Google, brokers);
 * 'starfolio': the same form, which then offers the brand's own accounts only; 'broker': the broker sign-in links
 * first, and the form only where the brand has its own accounts.
 */
export default function OpenLoginDialog({ type, onClose }: { type: LoginType; onClose: () => void }) {
  const brand = useBrand();
  const router = useRouter();
  const openSignup = useSetAtom(signupDialogAtom);
  const completeLogin = useCompleteLogin();
  const submitForm = useFragmentFormSubmit(completeLogin);
  const brokerLogin = brand.loginType !== 'starfolio';
  const ownAccounts = brand.loginType !== 'broker';
  const [view, setView] = useState<View>(type === 'broker' && brokerLogin ? 'broker' : 'password');
  const [notice, setNotice] = useState<string | null>(null);
  // Where the prompt said to land (the checkout after choosing a plan), else this page.
  const [next] = useState(() => peekNextPath() ?? currentPath());

  const onAction = (action: string, el: HTMLElement, e: MouseEvent) => {
    const go = (v: View) => {
      e.preventDefault();
      setNotice(null);
      setView(v);
    };
    if (action === 'login-otp') return go('otp');
    if (action === 'password-reset') return go('reset');
    if (action === 'login-google') return go('google');
    if (action === 'signup') {
      e.preventDefault();
      onClose();
      openSignup(true);
      return;
    }
    // A broker's sign-in page is a server page: the browser goes there and comes back to `next`.
    if (action === 'login-broker') return;
    const href = el.getAttribute('href');
    if (href) {
      e.preventDefault();
      onClose();
      router.history.push(href);
    }
  };

  const titles: Record<View, string> = {
    broker: M.loginTitle(brand.displayName),
    password: M.loginTitle(brand.displayName),
    otp: M.otpTitle,
    reset: M.resetTitle,
    google: M.googleTitle,
  };
  const back = () => setView('password');

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        // Dismissed: the login is abandoned, so is its return address.
        if (open) return;
        forgetNextPath();
        onClose();
      }}
      title={titles[view]}
      size="sm"
      closeLabel={M.close}
    >
      {view === 'broker' ? (
        <>
          <BrokerLogin brand={brand} />
          {ownAccounts ? (
            <Button variant="text" onClick={back}>
              {M.useAccountInstead}
            </Button>
          ) : null}
        </>
      ) : null}
      {view === 'password' ? (
        <>
          {notice ? <Alert variant="success">{notice}</Alert> : null}
          <FragmentLoader
            kind="login-modal"
            next={next}
            loadingLabel={M.fragmentLoading}
            errorMessage={M.fragmentError}
            retryLabel={M.retry}
            autoFocus
            onSubmitForm={(form) => void submitForm(form)}
            onAction={onAction}
          />
          {type === 'broker' && brokerLogin ? (
            <div className={styles.links}>
              <Button variant="text" onClick={() => setView('broker')}>
                {M.useBrokerInstead}
              </Button>
            </div>
          ) : null}
        </>
      ) : null}
      {view === 'otp' ? <OtpLoginForm onBack={back} /> : null}
      {view === 'reset' ? (
        <PasswordResetForm
          onBack={back}
          onDone={() => {
            setNotice(M.resetDone);
            setView('password');
          }}
        />
      ) : null}
      {view === 'google' && brand.googleClientId ? (
        <GoogleSignIn clientId={brand.googleClientId} onBack={back} />
      ) : null}
    </Dialog>
  );
}
