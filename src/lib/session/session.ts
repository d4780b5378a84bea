import { RESET } from 'jotai/utils';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../http/api-client';
import { AUTH_API } from '#contract/auth/paths';
import { JWT_COOKIE } from '#contract/http/headers';
import type { AppStore } from '../app-store';
import { isLoggedInAtom, loginBrokerAtom, sessionEndingAtom, userInfoAtom, type UserInfo } from './session-atoms';
import { impersonationAtom } from './impersonation-atom';
import { deleteCookie } from '../cookies';
import { deleteUserCaches } from '../offline/offline-caches';
import { clearLocalDrafts, clearPersistedQueries, notifySavedArticlesChanged } from '../offline/device-data';
import { unsubscribeFromPushLater } from '../push/push-later';

export interface SessionDeps {
  store: AppStore;
  /** The query cache to empty; a persisted cache is cleared here too. */
  queryClient?: QueryClient;
  storage?: Pick<Storage, 'clear'>;
}

/**
 * Forgets everything about the user on this device (HTTP 403 and logout: docs/offline.md, "Logout and HTTP 403"): user
 * state reset, local storage cleared, the session (jwt) cookie removed, the query cache emptied. Anything else that
 * keeps user data on the device must be cleared here as well.
 */
export function clearUserData({ store, queryClient, storage = globalThis.localStorage }: SessionDeps): void {
  forgetUser(store);
  try {
    storage?.clear();
  } catch {
    // Storage can be unavailable (private mode, blocked); there is nothing to clear then.
  }
  if (typeof document !== 'undefined') deleteCookie(JWT_COOKIE);
  queryClient?.clear();
  void forgetPrivateData();
  void clearPersistedQueries();
  setSubscriberFlag(false);
  // No more notifications for this user on this device (docs/push.md, decision 0148).
  void unsubscribeFromPushLater();
}

/**
 * Deletes what only the signed-in reader may see: the service worker's per-session caches (premium
 * bodies) and an adviser's posts kept on the device while unsaved (blog CMS). The public blog cache
 * stays: articles saved for offline reading (minus premium ones) survive.
 */
export async function forgetPrivateData(): Promise<void> {
  await Promise.all([deleteUserCaches().catch(() => undefined), clearLocalDrafts()]);
  if (typeof window !== 'undefined') notifySavedArticlesChanged();
}

/**
 * A query whose data is the signed-in user's own (their investments, orders): marked by its feature
 * with `meta: PRIVATE_QUERY`, and dropped from memory when the session ends without a logout.
 */
export const PRIVATE_QUERY = { private: true } as const;
export const isPrivateQuery = (query: { meta?: Record<string, unknown> }) => query.meta?.private === true;

/**
 * There is no valid session (HTTP 401 to a known session: revoked, forged; '100'/'110': expired; no
 * session cookie at start): forget the user and every private thing on the device, keep the rest —
 * with the query cache, its private queries too (the next person signing in on this tab sees none).
 */
export async function endSession(store: AppStore, queryClient?: QueryClient): Promise<void> {
  forgetUser(store);
  setSubscriberFlag(false);
  queryClient?.removeQueries({ predicate: isPrivateQuery });
  void unsubscribeFromPushLater();
  await forgetPrivateData();
}

/** Forgets who the user was (atoms), nothing else. */
export function forgetUser(store: AppStore): void {
  store.set(isLoggedInAtom, RESET);
  store.set(userInfoAtom, RESET);
  store.set(loginBrokerAtom, { brokerName: null, brokerClientCode: null });
  store.set(impersonationAtom, RESET);
}

/** Records a signed-in user (after login, registration, OTP or a fresh GET /api/auth/userinfo/). */
export function setSessionUser(store: AppStore, user: UserInfo): void {
  store.set(userInfoAtom, user);
  store.set(isLoggedInAtom, true);
  store.set(loginBrokerAtom, { brokerName: user.brokerName, brokerClientCode: user.brokerClientCode });
}

/**
 * Runs `work` (a logout, leaving a client view) with the session marked as ending: what the page is
 * still asking under it stops first, and nothing new starts (the notices poll of a part mounted late,
 * on a slow device) until `work` is done; answered after the session ended, it would be a 401.
 */
export async function whileSessionEnds<T>(
  store: AppStore,
  queryClient: QueryClient | undefined,
  work: () => Promise<T>,
) {
  store.set(sessionEndingAtom, true);
  try {
    await queryClient?.cancelQueries();
    return await work();
  } finally {
    store.set(sessionEndingAtom, false);
  }
}

/** Logs out on the server (revokes the session), then on this device — even when the server cannot be reached. */
export const logout = ({ api, ...deps }: SessionDeps & { api: ApiClient }): Promise<void> =>
  whileSessionEnds(deps.store, deps.queryClient, async () => {
    // While the session still holds: the server forgets this browser's push subscription too.
    await unsubscribeFromPushLater(api);
    try {
      await api.post(AUTH_API.logout);
    } catch {
      // Offline or already logged out: the device forgets the session all the same.
    }
    clearUserData(deps);
  });

const setSubscriberFlag = (value: boolean) => {
  if (typeof window !== 'undefined') window.is_subscriber = value;
};

const isSubscriberIn = (store: AppStore) => store.get(isLoggedInAtom) && store.get(userInfoAtom)?.isSubscriber === true;

/**
 * Keeps window.is_subscriber (docs/session.md, "Client state") in step with the user state. Returns the unsubscribe
 * function.
 */
export function bindSubscriberFlag(store: AppStore): () => void {
  const sync = () => setSubscriberFlag(isSubscriberIn(store));
  sync();
  const offUser = store.sub(userInfoAtom, sync);
  const offLoggedIn = store.sub(isLoggedInAtom, sync);
  return () => {
    offUser();
    offLoggedIn();
  };
}
