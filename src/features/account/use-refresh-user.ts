import { useStore } from 'jotai';
import { useApi } from '#src/lib/http/api-context';
import { isUserInfo } from '#src/lib/session/session-atoms';
import { setSessionUser } from '#src/lib/session/session';
import { API } from '#contract/http/api-paths';

/** Reads the signed-in user again (is_subscriber follows the active subscriptions). */
export function useRefreshUser() {
  const api = useApi();
  const store = useStore();
  return async () => {
    const body = await api.get<{ user?: unknown }>(API.auth.userinfo).catch(() => undefined);
    if (isUserInfo(body?.user)) setSessionUser(store, body.user);
  };
}
