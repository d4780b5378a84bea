/**
 * The app's error reports (docs/client-errors.md), zod-free: what a report may hold and how much
 * of it. The app trims to these before sending; the server refuses more.
 */
export const CLIENT_ERROR_KINDS = ['error', 'unhandledrejection', 'boundary'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

export const CLIENT_LOG_LIMITS = {
  /** Reports one page load sends at most. */
  perPageLoad: 5,
  messageMax: 500,
  stackMax: 2000,
  pageMax: 200,
  sourceMax: 200,
  /** The request body, in bytes (server/security/body-limit.ts keeps the global cap; this is the route's). */
  bodyBytes: 4096,
  /** Reports one client address may send in a window (HTTP 429 past it). */
  perAddress: 30,
  windowSeconds: 600,
  /** Reports older than this are deleted. */
  retentionDays: 30,
} as const;

export interface ClientErrorReport {
  kind: ClientErrorKind;
  message: string;
  /** The page's path, without query string or fragment. */
  page: string;
  /** The script's path and line, without query string or fragment. */
  source: string;
  stack: string;
  /** The app's build (its id), to match a stack to its code. */
  build: string;
}

export interface ClientErrorRow extends ClientErrorReport {
  id: number;
  count: number;
  created_at: string;
}

export interface ClientErrorsBody {
  errors: ClientErrorRow[];
  page: number;
  pages: number;
  total: number;
}
