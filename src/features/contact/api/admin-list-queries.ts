import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '#src/lib/http/api-client';
import { API } from '#contract/http/api-paths';
import type { ClientErrorKind, ClientErrorsBody } from '#contract/client-log/rules';
import type { LeadsBody } from '#contract/contact/types';

export interface LogFilters {
  kind: ClientErrorKind | '';
  path: string;
}

/** The admins' lists: leads and the app's error reports (docs/contact.md, docs/client-errors.md). */
export const adminListQueries = {
  all: () => ['admin-contact'] as const,
  leads: (api: ApiClient, page: number, q: string) =>
    queryOptions({
      queryKey: [...adminListQueries.all(), 'leads', page, q] as const,
      placeholderData: keepPreviousData,
      queryFn: ({ signal }) => api.get<LeadsBody>(API.leads.adminList, { query: { page, q }, signal }),
    }),
  logs: (api: ApiClient, page: number, { kind, path }: LogFilters) =>
    queryOptions({
      queryKey: [...adminListQueries.all(), 'logs', page, kind, path] as const,
      placeholderData: keepPreviousData,
      queryFn: ({ signal }) =>
        api.get<ClientErrorsBody>(API.logger.adminList, {
          query: { page, kind: kind || undefined, path: path || undefined },
          signal,
        }),
    }),
};
