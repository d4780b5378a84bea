import { ApiError } from '#src/lib/http/api-error';

/** What a failed call says: nothing when a status rule already spoke; offline; the server's refusal; else general. */
export function callErrorText(err: unknown, words: { offline: string; server: string }): string | null {
  if (!(err instanceof ApiError)) return words.server;
  if (err.handled) return null;
  if (err.isOffline) return words.offline;
  if (err.httpStatus >= 400 && err.httpStatus < 500 && err.message) return err.message;
  return words.server;
}
