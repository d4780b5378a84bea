import { queryOptions } from '@tanstack/react-query';
import { BROKER_HEADER, REQUEST_CODE, REQUEST_CODE_HEADER } from '#contract/http/headers';
import { ApiError } from '../../lib/http/api-error';
import type { BrandConfig } from '../../lib/brand';
import { fragmentPath, type FragmentKind } from '../../lib/fragments/fragments';
import { sanitizeFragment } from '../../lib/html/sanitize';

/**
 * The visitor pages the prompts show (docs/widget.md, "Prompts"), fetched from the brand's site. Unlike the app's
 * loader (lib/fragments.ts) it sends no cookies and no session headers: on another website the
 * widget is always a visitor (decision 0038).
 */
export async function fetchRemoteFragment(
  brandOrigin: string,
  brand: BrandConfig,
  kind: FragmentKind,
  next: string | undefined,
  signal?: AbortSignal,
): Promise<string> {
  let res: Response;
  try {
    res = await fetch(`${brandOrigin}${fragmentPath(brand, kind, next)}`, {
      credentials: 'omit',
      headers: { [REQUEST_CODE_HEADER]: REQUEST_CODE, [BROKER_HEADER]: brand.brokerHeader, Accept: 'text/html' },
      signal,
    });
  } catch {
    throw new ApiError('The server cannot be reached.', 0);
  }
  if (!res.ok) throw new ApiError(`The server answered ${res.status}.`, res.status);
  if (!(res.headers.get('content-type') ?? '').includes('text/html')) {
    throw new ApiError('The server did not answer with a page fragment.', res.status);
  }
  return res.text();
}

export const remoteFragmentQuery = (brandOrigin: string, brand: BrandConfig, kind: FragmentKind, next?: string) =>
  queryOptions({
    queryKey: ['widget-fragment', kind, next ?? ''] as const,
    queryFn: ({ signal }) => fetchRemoteFragment(brandOrigin, brand, kind, next, signal),
    retry: false,
    staleTime: 0,
    gcTime: 60_000,
  });

/**
 * The sanitized fragment (the fragment profile of lib/sanitize.ts), with its links made
 * absolute on the brand's site and opened in a new tab: they lead off the host page. `keep`
 * chooses the parts to show (all of it by default).
 */
export function prepareFragment(html: string, brandOrigin: string, keep?: string): DocumentFragment {
  const sanitized = sanitizeFragment(html);
  const out = document.createDocumentFragment();
  if (keep) out.append(...sanitized.querySelectorAll(keep));
  else out.append(sanitized);
  for (const a of out.querySelectorAll('a[href]')) {
    a.setAttribute('href', new URL(a.getAttribute('href')!, brandOrigin).href);
    a.setAttribute('target', '_blank');
    a.setAttribute('rel', 'noopener noreferrer');
  }
  return out;
}
