import { ApiError } from '#src/lib/http/api-error';

/**
 * What a failed trading call says: nothing when a status rule already told the user (e.g. '110' opened
 * the login dialog); the offline sentence with no answer; the server's own words for a refusal (4xx,
 * e.g. the order window or the funds check); the general sentence otherwise.
 */
export function errorText(error: unknown, words: { offline: string; server: string }): string | null {
  if (!(error instanceof ApiError)) return words.server;
  if (error.handled) return null;
  if (error.isOffline) return words.offline;
  if (error.httpStatus >= 400 && error.httpStatus < 500 && error.message) return error.message;
  return words.server;
}
