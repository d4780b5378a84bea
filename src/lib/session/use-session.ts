import { useCallback } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '../http/api-context';
import { useHydrated } from '../ssr/use-hydrated';
import { logout } from './session';
import { isLoggedInAtom, userInfoAtom, type UserInfo } from './session-atoms';

export interface Session {
  isLoggedIn: boolean;
  user: UserInfo | null;
  isSubscriber: boolean;
}

const VISITOR: Session = { isLoggedIn: false, user: null, isSubscriber: false };

/** The session as this device stores it (local storage): for effects, never for what is rendered. */
export function useStoredSession(): Session {
  const isLoggedIn = useAtomValue(isLoggedInAtom);
  const user = useAtomValue(userInfoAtom);
  return {
    isLoggedIn: isLoggedIn && user !== null,
    user: isLoggedIn ? user : null,
    isSubscriber: isLoggedIn && user?.isSubscriber === true,
  };
}

/**
 * Who is using the app, for components. The device's session lives in local storage, which the
 * server cannot read: the server renders as a visitor, and so does the hydrating first render; the
 * signed-in view follows straight after (decision 0072).
 */
export function useSession(): Session {
  const stored = useStoredSession();
  return useHydrated() ? stored : VISITOR;
}

/** Logs out (server and device); the promise resolves when done. */
export function useLogout(): () => Promise<void> {
  const store = useStore();
  const api = useApi();
  const queryClient = useQueryClient();
  return useCallback(() => logout({ api, store, queryClient }), [api, store, queryClient]);
}
