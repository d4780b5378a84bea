import { ApiError, ScreenerError } from './api-error';

/** The kinds of failure an error screen tells apart (components/ui/route-error.tsx). */
export type ErrorKind = 'offline' | 'notFound' | 'screener' | 'server' | 'refused' | 'unknown';

/**
 * What the server told the user in a refusal worth reading as it is: too many requests (429, with
 * when to try again) or a conflict (409). Other failures are said in the screen's own words.
 */
export function refusalMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.handled) return undefined;
  return error.httpStatus === 429 || error.httpStatus === 409 ? error.message : undefined;
}

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
