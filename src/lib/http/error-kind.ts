import { ApiError, ScreenerError } from './api-error';

/** The kinds of failure an error screen tells apart (components/ui/route-error.tsx). */
export type ErrorKind = 'offline' | 'notFound' | 'screener' | 'server' | 'refused' | 'unknown';

/**
 * offline: no answer; notFound: HTTP 404, or 400 for an address the API cannot read; screener: the
 * subscriber-only screener dialog is already up; server: HTTP 5xx; refused: any other 4xx; unknown:
 * everything else, including errors that are not API answers at all.
 */
export function errorKind(error: unknown): ErrorKind {
  if (error instanceof ScreenerError) return 'screener';
  if (!(error instanceof ApiError)) return 'unknown';
  if (error.isOffline) return 'offline';
  if (error.httpStatus === 404 || error.httpStatus === 400) return 'notFound';
  if (error.httpStatus >= 500) return 'server';
  if (error.httpStatus >= 400) return 'refused';
  return 'unknown';
}
