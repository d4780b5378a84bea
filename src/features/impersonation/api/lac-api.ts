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
import { switchSession, type SwitchDeps } from '../switch-session';

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

type ViewDeps = SwitchDeps & { api: ApiClient };

/**
 * Opens a client's view: the server swaps the session cookie and suspends the staff member's token;
 * the device forgets the staff member's data and records the client. The staff member's requests
 * stop first, and none starts until the client's session is in place: one answered after the swap
 * would be a 401 for a token the server has just suspended.
 */
export const startClientView = ({ api, ...deps }: ViewDeps, input: { client: number; reason: string }) =>
  whileSessionEnds(deps.store, deps.queryClient, async () => {
    const body = await api.post<{ user: UserInfo; impersonation: ImpersonationInfo }>(API.loginAsClient.start, input);
    await switchSession(deps, body.user, body.impersonation);
    return body;
  });

/** Back to one's own session; the client's data goes with the view, and the client's requests stop first. */
export const exitClientView = ({ api, ...deps }: ViewDeps) =>
  whileSessionEnds(deps.store, deps.queryClient, async () => {
    const body = await api.post<{ user: UserInfo }>(API.loginAsClient.exit);
    await switchSession(deps, body.user, null);
    return body;
  });

/**
 * Opens a client's view (startClientView), then the client's investments. The way there is the
 * mutation's own, not the screen's: the new session takes /login-as-client/ away (a client may not
 * see it), and a callback of the screen's would go with it.
 */
export function useStartClientView() {
  const api = useApi();
  const store = useStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (input: { client: number; reason: string }) => startClientView({ api, store, queryClient }, input),
    onSuccess: () => navigate({ to: CLIENT_VIEW_START }),
  });
}

/** Back to one's own session (exitClientView). */
export function useExitClientView() {
  const api = useApi();
  const store = useStore();
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => exitClientView({ api, store, queryClient }) });
}
