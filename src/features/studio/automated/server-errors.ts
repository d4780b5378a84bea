import { toApiError } from '#src/lib/http/api-error';

/** A refused save: the server's field errors for the form, and one line to show above it. */
export function serverErrors(err: unknown): { fields: Record<string, string | undefined>; message: string } {
  const e = toApiError(err);
  const body = e.body as { errors?: Record<string, string> } | undefined;
  const fields: Record<string, string | undefined> = { ...(body?.errors ?? {}) };
  const message = e.isOffline
    ? 'You are offline. Nothing was lost: try again when the connection is back.'
    : e.httpStatus >= 500 || e.httpStatus === 0
      ? 'The server could not answer. Nothing was lost: try again.'
      : e.message;
  return { fields, message };
}
