import { useCallback } from 'react';
import { useStore } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { loginDialogAtom, signupDialogAtom, type UserInfo } from '../../lib/session/session-atoms';
import { showSnackbar } from '../../components/ui/snackbar-atom';
import { setSessionUser } from '../../lib/session/session';
import { currentPath, takeNextPath } from '../../lib/session/next-path';
import { authKeys } from './api/auth-queries';
import { AUTH_MESSAGES as M } from './messages';

/**
 * After any login (password, OTP, registration, fragment form): record the user, close the dialogs,
 * refetch what the server answers per user, and go to the stored next path (removing its cookie).
 */
export function useCompleteLogin() {
  const store = useStore();
  const queryClient = useQueryClient();
  const router = useRouter();
  return useCallback(
    (user: UserInfo) => {
      setSessionUser(store, user);
      // A new session changes what the server answers (likes, premium bodies): refetch everything shown.
      void queryClient.resetQueries();
      queryClient.setQueryData(authKeys.userInfo(), user);
      store.set(loginDialogAtom, (d) => ({ ...d, open: false }));
      store.set(signupDialogAtom, false);
      showSnackbar(store, M.welcome(user.name), 'success');
      const next = takeNextPath();
      if (next && next !== currentPath()) router.history.push(next);
    },
    [store, queryClient, router],
  );
}
