import { useEffect, useRef } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { JWT_COOKIE } from '#contract/http/headers';
import { useApi } from '#src/lib/http/api-context';
import { ApiError } from '#src/lib/http/api-error';
import { isLoggedInAtom, sessionEndingAtom, userInfoAtom } from '#src/lib/session/session-atoms';
import { readCookie } from '#src/lib/cookies';
import { bindSubscriberFlag, endSession, setSessionUser } from '#src/lib/session/session';
import { currentPath, takeNextPath } from '#src/lib/session/next-path';
import { authQueries } from '../api/auth-queries';

/**
 * Keeps the persisted user state true to the server: while there is a session (or a session cookie,
 * e.g. back from a broker's sign-in page) GET /api/auth/userinfo/ refreshes it; HTTP 401 forgets the
 * user and every private thing on the device; nothing is asked while a logout runs. Expired sessions ('100', '110') are the status rules' business. Also keeps window.is_subscriber.
 */
export function SessionSync() {
  const api = useApi();
  const store = useStore();
  const queryClient = useQueryClient();
  const router = useRouter();
  const isLoggedIn = useAtomValue(isLoggedInAtom);
  const hasSessionCookie = readCookie(JWT_COOKIE) !== undefined;
  // Nothing is asked while the session ends (a logout): a refresh started then, on the browser coming
  // back online for one, would be answered 401 for the session just revoked.
  const ending = useAtomValue(sessionEndingAtom);
  const { data, error } = useQuery({
    ...authQueries.userInfo(api),
    enabled: (isLoggedIn || hasSessionCookie) && !ending,
  });
  const firstAnswer = useRef(true);

  useEffect(() => bindSubscriberFlag(store), [store]);

  useEffect(() => {
    if (!data) return;
    const wasLoggedIn = store.get(isLoggedInAtom);
    if (!wasLoggedIn || JSON.stringify(store.get(userInfoAtom)) !== JSON.stringify(data)) setSessionUser(store, data);
    // The first answer after a page load may follow a sign-in outside the app (a broker's page, which
    // returns to the next path itself): a pending next path is used up then. Later answers only when
    // they log the user in.
    if (!wasLoggedIn || firstAnswer.current) {
      const next = takeNextPath();
      if (next && next !== currentPath()) router.history.push(next);
    }
    firstAnswer.current = false;
  }, [data, store, router]);

  useEffect(() => {
    if (error instanceof ApiError && error.httpStatus === 401) void endSession(store, queryClient);
  }, [error, store, queryClient]);

  return null;
}
