import { queryOptions } from '@tanstack/react-query';
import { API } from '#contract/http/api-paths';
import type {
  AdminBrandsBody,
  AdminCuratorBody,
  AdminCuratorsBody,
  AdminUserBody,
  AdminUsersBody,
  AumLedgerBody,
} from '#contract/admin/types';
import type { AdminGrant, CuratorFields } from '#contract/admin/rules';
import type { ApiClient } from '#src/lib/http/api-client';
import { PRIVATE_QUERY } from '#src/lib/session/session';

export interface AumFilter {
  from: string;
  to: string;
  adviser: string;
}

/** The admin area's reads (contract/http/api-paths.ts API.admin.*: each path's comment is the contract). */
export const adminQueries = {
  brands: (api: ApiClient) =>
    queryOptions({
      queryKey: ['admin', 'brands'] as const,
      meta: PRIVATE_QUERY,
      queryFn: ({ signal }) => api.get<AdminBrandsBody>(API.admin.brands, { signal }),
    }),
  users: (api: ApiClient, q: string, page: number) =>
    queryOptions({
      queryKey: ['admin', 'users', q, page] as const,
      meta: PRIVATE_QUERY,
      queryFn: ({ signal }) => api.get<AdminUsersBody>(API.admin.users, { query: { q, page }, signal }),
    }),
  curators: (api: ApiClient) =>
    queryOptions({
      queryKey: ['admin', 'curators'] as const,
      meta: PRIVATE_QUERY,
      queryFn: ({ signal }) => api.get<AdminCuratorsBody>(API.admin.curators, { signal }),
    }),
  curator: (api: ApiClient, slug: string) =>
    queryOptions({
      queryKey: ['admin', 'curators', slug] as const,
      meta: PRIVATE_QUERY,
      queryFn: ({ signal }) => api.get<AdminCuratorBody>(API.admin.curators, { query: { slug }, signal }),
    }),
  aum: (api: ApiClient, f: AumFilter, page: number) =>
    queryOptions({
      queryKey: ['admin', 'aum', f, page] as const,
      meta: PRIVATE_QUERY,
      queryFn: ({ signal }) => api.get<AumLedgerBody>(API.admin.aumLedger, { query: { ...aumQuery(f), page }, signal }),
    }),
};

/** The filter as query parameters: empty fields left out (the server's defaults apply). */
export const aumQuery = (f: AumFilter) =>
  Object.fromEntries(Object.entries(f).filter(([, v]) => v !== '')) as Partial<AumFilter>;

export const adminCalls = {
  role: (api: ApiClient, body: { user: number; role: AdminGrant; granted: boolean; adviser?: string }) =>
    api.post<AdminUserBody>(API.admin.userRole, body),
  saveCurator: (api: ApiClient, slug: string, fields: CuratorFields) =>
    api.post<AdminCuratorBody>(API.admin.curators, { slug, ...fields }),
};
