import { queryOptions } from '@tanstack/react-query';
import { commonHeaders } from '../http/api-client';
import { ApiError, toApiError } from '../http/api-error';
import type { BrandConfig } from '../brand';

/** The visitor pages loaded as modals (docs/session.md, "Login dialog and page fragments"). */
export type FragmentKind = 'login-modal' | 'subscription-required';

/** GET /{segment}/visitor/login-modal/?next=<path> or /{segment}/visitor/subscription-required/. */
export function fragmentPath(brand: Pick<BrandConfig, 'segment'>, kind: FragmentKind, next?: string): string {
  const query = kind === 'login-modal' ? `?next=${encodeURIComponent(next ?? '/')}` : '';
  return `/${brand.segment}/visitor/${kind}/${query}`;
}

/** The fragment's HTML, fetched with the same headers as every API call. Rejects with an ApiError. */
export async function fetchFragment(
  brand: BrandConfig,
  kind: FragmentKind,
  { next, signal }: { next?: string; signal?: AbortSignal } = {},
): Promise<string> {
  let res: Response;
  try {
    res = await fetch(fragmentPath(brand, kind, next), {
      credentials: 'include',
      headers: { ...commonHeaders(brand), Accept: 'text/html' },
      signal,
    });
  } catch (err) {
    throw toApiError(err);
  }
  if (!res.ok) throw new ApiError(`The server answered ${res.status}.`, res.status);
  const type = res.headers.get('content-type') ?? '';
  if (!type.includes('text/html')) throw new ApiError('The server did not answer with a page fragment.', res.status);
  return res.text();
}

export const fragmentQueries = {
  all: ['fragment'] as const,
  /** Loaded each time the prompt opens (the server answers no-cache); the modal offers a retry on failure. */
  page: (brand: BrandConfig, kind: FragmentKind, next?: string) =>
    queryOptions({
      queryKey: [...fragmentQueries.all, brand.segment, kind, next ?? ''] as const,
      queryFn: ({ signal }) => fetchFragment(brand, kind, { next, signal }),
      retry: false,
      staleTime: 0,
      gcTime: 60_000,
    }),
};
