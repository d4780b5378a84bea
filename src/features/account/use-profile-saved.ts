import { useStore } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import { userInfoAtom } from '#src/lib/session/session-atoms';
import type { ProfileBody } from '#contract/account/settings';
import { accountKeys } from './api/account-queries';

/** After a profile change: the settings read and the signed-in user's name, email and mobile follow it. */
export function useProfileSaved() {
  const store = useStore();
  const queryClient = useQueryClient();
  return (profile: ProfileBody) => {
    queryClient.setQueryData(accountKeys.profile(), profile);
    const user = store.get(userInfoAtom);
    if (user) store.set(userInfoAtom, { ...user, ...profile });
  };
}
