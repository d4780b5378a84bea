import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { API } from '#contract/http/api-paths';
import type { AuditBody, ImpersonationInfo, LacClientsBody } from '#contract/impersonation/rules';
import type { ApiClient } from '#src/lib/http/api-client';
import { useApi } from '#src/lib/http/api-context';
import { ApiError } from '#src/lib/http/api-error';
import { PRIVATE_QUERY, whileSessionEnds } from '#src/lib/session/session';
import type { UserInfo } from '#src/lib/session/session-atoms';
import { useNavigate } from '#src/lib/navigation';
import { switchSession } from '../switch-session';

const retryServerTrouble = (count: number, error: unknown) => count < 2 && error instanceof ApiError && error.retryable;

export const lacKeys = {
  all: ['login-as-client'] as const,
  clients: (userId: number, q: string, page: number) => [...lacKeys.all, 'clients', userId, q, page] as const,
  audit: (userId: number, staff: string, client: string, page: number) =>
    [...lacKeys.all, 'audit', userId, staff, client, page] as const,
};

export const lacQueries = {
  /** The clients this user may open; private (names of clients), dropped with the session. */
  clients: (api: ApiClient, userId: number, q: string, page: number) =>
    queryOptions({
      queryKey: lacKeys.clients(userId, q, page),
      queryFn: ({ signal }) => api.get<LacClientsBody>(API.loginAsClient.clients, { signal, query: { q, page } }),
      retry: retryServerTrouble,
      placeholderData: keepPreviousData,
      meta: PRIVATE_QUERY,
    }),
  audit: (api: ApiClient, userId: number, f: { staff: string; client: string; page: number }) =>
    queryOptions({
      queryKey: lacKeys.audit(userId, f.staff, f.client, f.page),
      queryFn: ({ signal }) => api.get<AuditBody>(API.loginAsClient.audit, { signal, query: f }),
      retry: retryServerTrouble,
      placeholderData: keepPreviousData,
      meta: PRIVATE_QUERY,
    }),
};

/** Where a client's view opens: the client's investments, what a call about their money is about. */
export const CLIENT_VIEW_START = '/account/investments/' as const;

/**
 * Opens a client's view: the server swaps the session cookie; the device forgets the staff member's
 * data; then the view opens on the client's investments. The way there is the mutation's own, not
 * the screen's: the new session takes /login-as-client/ away (a client may not see it), and a
 * callback of the screen's would go with it.
 */
export function useStartClientView() {
  const api = useApi();
  const store = useStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (input: { client: number; reason: string }) => {
      const body = await api.post<{ user: UserInfo; impersonation: ImpersonationInfo }>(API.loginAsClient.start, input);
      await switchSession({ store, queryClient }, body.user, body.impersonation);
      return body;
    },
    onSuccess: () => navigate({ to: CLIENT_VIEW_START }),
  });
}

/** Back to one's own session; the client's data goes with the view. */
export function useExitClientView() {
  const api = useApi();
  const store = useStore();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      // The client's requests stop, and none starts, until the staff member's session is back.
      whileSessionEnds(store, queryClient, async () => {
        const body = await api.post<{ user: UserInfo }>(API.loginAsClient.exit);
        await switchSession({ store, queryClient }, body.user, null);
        return body;
      }),
  });
}
