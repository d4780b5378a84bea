import { ApiError } from '#src/lib/http/api-error';
import { dialogMessages as m } from './dialog-messages';

/**
 * What a failed call says in its dialog: nothing when a status rule already told the user (a login
 * or broker sign-in dialog), the server's own words for a refusal (the order window, funds), else a
 * plain retry message.
 */
export function errorText(error: unknown): string | null {
  if (!(error instanceof ApiError)) return error ? m.failed : null;
  if (error.handled) return null;
  if (error.isOffline) return m.offline;
  if (error.httpStatus >= 400 && error.httpStatus < 500 && error.message) return error.message;
  return m.failed;
}
