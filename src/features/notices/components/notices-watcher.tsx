import { lazy, Suspense, useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAtom, useAtomValue } from 'jotai';
import type { InAppNotice } from '#contract/studio/types';
import { openDialogsAtom } from '#src/components/ui/open-dialogs-atom';
import { useApi } from '#src/lib/http/api-context';
import {
  isLoggedInAtom,
  notificationDialogAtom,
  sessionEndingAtom,
  userInfoAtom,
} from '#src/lib/session/session-atoms';
import { noticeQueries } from '../api/notice-queries';

/** Loaded only when there is something to show: Radix and the list stay out of the first load. */
const OpenNoticesDialog = lazy(() => import('./notices-dialog'));

export const noticesOf = (data: unknown): InAppNotice[] => (Array.isArray(data) ? (data as InAppNotice[]) : []);

/**
 * The spec's notification dialog (§3, notificationDialogAtom): for a signed-in user, unread in-app
 * notices are asked for when the app starts and when it regains focus (at most every five minutes),
 * and shown once each; a visitor asks nothing. Two modal dialogs never stack: the notices open only
 * while no other dialog is open (a rebalance the user is reviewing, the login prompt), waiting for it to
 * close, and one that opens over them sends them away, still unread, until it has closed too.
 */
export function NoticesWatcher() {
  const api = useApi();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const user = useAtomValue(userInfoAtom);
  const [dialog, setDialog] = useAtom(notificationDialogAtom);
  const openDialogs = useAtomValue(openDialogsAtom);
  const ending = useAtomValue(sessionEndingAtom);
  const unread = useQuery({
    ...noticeQueries.unread(api, user?.id ?? 0),
    enabled: loggedIn && user !== null && !ending,
  });
  const shown = useRef(new Set<number>());

  useEffect(() => {
    if (dialog.open) {
      // Its own dialog counts once it is open: any more is another dialog, which the notices give way to.
      if (openDialogs <= 1) return;
      for (const n of noticesOf(dialog.data)) shown.current.delete(n.id);
      setDialog({ open: false, data: null });
      return;
    }
    if (openDialogs > 0) return;
    const fresh = (unread.data?.notices ?? []).filter((n) => !shown.current.has(n.id));
    if (fresh.length === 0) return;
    for (const n of fresh) shown.current.add(n.id);
    setDialog({ open: true, data: unread.data!.notices });
  }, [unread.data, openDialogs, dialog, setDialog]);

  if (!dialog.open || !user) return null;
  return (
    <Suspense fallback={null}>
      <OpenNoticesDialog
        userId={user.id}
        notices={noticesOf(dialog.data)}
        onClose={() => setDialog({ open: false, data: null })}
      />
    </Suspense>
  );
}
