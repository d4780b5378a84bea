/** Search and path params of the blog routes, parsed by hand (no schema library in the client). */

export interface BlogSearch {
  /** The starting page (docs/blog.md, "Listing"); absent means page 1. */
  pageNumber?: number;
}

const MAX_ID = 2_147_483_647;

/** A whole number ≥ 1 (a number, or a string of digits); anything else is page 1. */
export function parsePageNumber(raw: unknown): number {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,9}$/.test(raw.trim()) ? Number(raw) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= MAX_ID ? n : 1;
}

/** For the listing route's validateSearch: keeps pageNumber only when it was given. */
export function parseBlogSearch(raw: Record<string, unknown>): BlogSearch {
  return raw.pageNumber === undefined ? {} : { pageNumber: parsePageNumber(raw.pageNumber) };
}

/** A post id from the URL: a positive whole number, else null (the route shows not-found). */
export function parsePostId(raw: unknown): number | null {
  if (typeof raw !== 'string' || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n <= MAX_ID ? n : null;
}
