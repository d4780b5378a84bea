import { useCallback } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '../http/api-context';
import { logout } from './session';
import { isLoggedInAtom, userInfoAtom, type UserInfo } from './session-atoms';

export interface Session {
  isLoggedIn: boolean;
  user: UserInfo | null;
  isSubscriber: boolean;
}

/** Who is using the app, for components. */
export function useSession(): Session {
  const isLoggedIn = useAtomValue(isLoggedInAtom);
  const user = useAtomValue(userInfoAtom);
  return {
    isLoggedIn: isLoggedIn && user !== null,
    user: isLoggedIn ? user : null,
    isSubscriber: isLoggedIn && user?.isSubscriber === true,
  };
}

/** Logs out (server and device); the promise resolves when done. */
export function useLogout(): () => Promise<void> {
  const store = useStore();
  const api = useApi();
  const queryClient = useQueryClient();
  return useCallback(() => logout({ api, store, queryClient }), [api, store, queryClient]);
}
