import type { QueryClient } from '@tanstack/react-query';
import type { ImpersonationInfo } from '#contract/impersonation/rules';
import type { AppStore } from '#src/lib/app-store';
import { clearPersistedQueries } from '#src/lib/offline/persist';
import { impersonationAtom } from '#src/lib/session/impersonation-atom';
import type { UserInfo } from '#src/lib/session/session-atoms';
import { forgetPrivateData, forgetUser, setSessionUser } from '#src/lib/session/session';

export interface SwitchDeps {
  store: AppStore;
  queryClient: QueryClient;
  storage?: Pick<Storage, 'clear'>;
}

/**
 * Into or out of a client's view: everything the device keeps about the user before is forgotten,
 * as a logout forgets it (clearUserData), except the session cookie the server has just set; then
 * the new user (and whose view it is) is recorded. No private data outlives the view.
 */
export async function switchSession(
  { store, queryClient, storage = globalThis.localStorage }: SwitchDeps,
  user: UserInfo,
  impersonation: ImpersonationInfo | null,
): Promise<void> {
  forgetUser(store);
  try {
    storage?.clear();
  } catch {
    // Storage can be unavailable (private mode, blocked); there is nothing to clear then.
  }
  queryClient.clear();
  await Promise.all([clearPersistedQueries().catch(() => undefined), forgetPrivateData()]);
  setSessionUser(store, user);
  store.set(impersonationAtom, impersonation);
}
