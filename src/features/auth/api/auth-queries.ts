import { queryOptions } from '@tanstack/react-query';
import { AUTH_API } from '#contract/auth/paths';
import type { ApiClient } from '#src/lib/http/api-client';
import { isUserInfo, type UserInfo } from '#src/lib/session/session-atoms';
import { ApiError } from '#src/lib/http/api-error';

export const authKeys = {
  all: ['auth'] as const,
  userInfo: () => [...authKeys.all, 'userinfo'] as const,
};

/** body.user of an auth answer, checked; a malformed answer is an error, not a user. */
export function userFrom(body: unknown): UserInfo {
  const user = (body as { user?: unknown } | null)?.user;
  if (!isUserInfo(user)) throw new ApiError('The server did not send the account details.', 200);
  return user;
}

export const authQueries = {
  /** GET /api/auth/userinfo/: who the session belongs to (refreshes the persisted user state). */
  userInfo: (api: ApiClient) =>
    queryOptions({
      queryKey: authKeys.userInfo(),
      queryFn: async ({ signal }) => userFrom(await api.get<unknown>(AUTH_API.userinfo, { signal })),
    }),
};
