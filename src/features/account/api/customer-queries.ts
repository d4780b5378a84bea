import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '#src/lib/http/api-client';
import { PRIVATE_QUERY } from '#src/lib/session/session';
import { API } from '#contract/http/api-paths';
import type { Customer } from '#contract/customer/types';

export const customerKeys = { kyc: () => ['account', 'customer'] as const };

export const customerQueries = {
  /** The KYC customer details, or null before the first save. */
  kyc: (api: ApiClient) =>
    queryOptions({
      networkMode: 'always',
      meta: PRIVATE_QUERY,
      staleTime: 0,
      queryKey: customerKeys.kyc(),
      queryFn: ({ signal }) => api.get<Customer | null>(API.customer.kyc, { signal }),
    }),
};
