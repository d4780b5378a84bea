import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '#src/lib/http/api-context';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { googleLogin } from '../api/auth-requests';
import { formMessageOf } from '#src/lib/forms/form-errors';
import { loadGoogleIdentity } from '../google-identity';
import { AUTH_MESSAGES as M } from '../messages';
import { useCompleteLogin } from '../use-complete-login';
import * as styles from './auth-forms.css';

type Load = 'loading' | 'ready' | 'unreachable';

/**
 * Sign in with Google: loads Google's script (only now), shows Google's own button, and sends the ID
 * token it hands back to POST /api/auth/login/google/. When Google cannot be reached it says so and
 * points to the other ways in.
 */
export function GoogleSignIn({ clientId, onBack }: { clientId: string; onBack: () => void }) {
  const api = useApi();
  const completeLogin = useCompleteLogin();
  const [load, setLoad] = useState<Load>('loading');
  const buttonSlot = useRef<HTMLDivElement>(null);
  const signIn = useMutation({
    mutationFn: (credential: string | undefined) =>
      credential ? googleLogin(api, credential) : Promise.reject(new Error('Google sent no credential')),
    onSuccess: completeLogin,
  });
  const submit = useRef(signIn.mutate);
  useEffect(() => {
    submit.current = signIn.mutate;
  }, [signIn.mutate]);

  useEffect(() => {
    let live = true;
    loadGoogleIdentity().then(
      (google) => {
        const slot = buttonSlot.current;
        if (!live || !slot) return;
        google.initialize({
          client_id: clientId,
          callback: ({ credential }) => submit.current(credential),
          ux_mode: 'popup',
          auto_select: false,
          context: 'signin',
        });
        google.renderButton(slot, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: 'signin_with',
          width: 280,
        });
        setLoad('ready');
        slot.querySelector<HTMLElement>('button, iframe, [tabindex]')?.focus();
      },
      () => {
        if (live) setLoad('unreachable');
      },
    );
    return () => {
      live = false;
    };
  }, [clientId]);

  const failure = signIn.isError ? formMessageOf(signIn.error) : undefined;
  return (
    <div className={styles.form}>
      {load === 'loading' ? <Spinner label={M.googleLoading} /> : null}
      {load === 'unreachable' ? <Alert variant="error">{M.googleUnreachable}</Alert> : null}
      {failure ? <Alert variant="error">{failure}</Alert> : null}
      {load === 'ready' ? <p className={styles.intro}>{M.googleIntro}</p> : null}
      <div ref={buttonSlot} className={styles.googleButton} hidden={load !== 'ready'} />
      {signIn.isPending ? <Spinner label={M.googleSigningIn} /> : null}
      <div className={styles.actions}>
        {/* Keyed by the load state: when Google cannot be reached, focus lands on the way back. */}
        <Button key={load} variant="secondary" fullWidth autoFocus={load === 'unreachable'} onClick={onBack}>
          {M.backToPassword}
        </Button>
      </div>
    </div>
  );
}
