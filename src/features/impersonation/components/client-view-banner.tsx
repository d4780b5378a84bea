import { useEffect } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import { maskEmail } from '#contract/impersonation/rules';
import { showSnackbar } from '#src/components/ui/snackbar-atom';
import { ringOnDark } from '#src/components/ui/focus-ring.css';
import { useNavigate } from '#src/lib/navigation';
import { impersonationAtom } from '#src/lib/session/impersonation-atom';
import { clearUserData } from '#src/lib/session/session';
import { useSession } from '#src/lib/session/use-session';
import { ApiError } from '#src/lib/http/api-error';
import { useExitClientView } from '../api/lac-api';
import * as styles from './client-view-banner.css';
import { formatClock } from '#src/lib/format/date-time';

/**
 * On every page of a client's view (through ClientViewSlot in the root layout, which loads it only
 * in a client's view): whose view it is, who opened it, until when, and 'Exit'. The view exits by
 * itself at its time.
 */
export function ClientViewBanner() {
  const info = useAtomValue(impersonationAtom);
  // The session as rendered (a visitor's until hydration, like the server's HTML): the banner is
  // the device's to know, so it shows after hydration and never makes the first render differ.
  const { isLoggedIn } = useSession();
  const store = useStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const exit = useExitClientView();
  const active = info !== null && isLoggedIn;

  const leave = () => {
    if (exit.isPending) return;
    exit.mutate(undefined, {
      onSuccess: () => void navigate({ to: '/login-as-client/' }),
      onError: (err) => {
        // The staff member's own session has ended too: signed out on this device.
        if (err instanceof ApiError && err.httpStatus === 401) {
          clearUserData({ store, queryClient });
          void navigate({ to: '/' });
        }
        showSnackbar(store, err.message, 'error');
      },
    });
  };

  const expiresAt = info?.expiresAt;
  useEffect(() => {
    if (!active || !expiresAt) return;
    const timer = setTimeout(leave, Math.max(0, Date.parse(expiresAt) - Date.now()));
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per view
  }, [active, expiresAt]);

  if (!active) return null;
  return (
    <section className={`${styles.banner} ${ringOnDark}`} aria-label="Client view" data-testid="client-view-banner">
      <p className={styles.text} role="status">
        You are viewing as {info.client.name} ({maskEmail(info.client.email)}) — opened by {info.staff.name}, until{' '}
        {formatClock(info.expiresAt)}
      </p>
      <button type="button" className={styles.exit} onClick={leave} aria-busy={exit.isPending || undefined}>
        Exit
      </button>
    </section>
  );
}
