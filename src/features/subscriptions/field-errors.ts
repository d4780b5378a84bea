import { ApiError } from '#src/lib/http/api-error';

/** The server's per-field messages (body.errors of a 400), when it sent them. */
export function fieldErrorsOf(err: unknown): Record<string, string> {
  if (!(err instanceof ApiError)) return {};
  const errors = (err.body as { errors?: unknown } | undefined)?.errors;
  if (!errors || typeof errors !== 'object') return {};
  return Object.fromEntries(
    Object.entries(errors as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

/** What a failed call says: nothing when a status rule already spoke; offline; the server's refusal; else general. */
export function callErrorText(err: unknown, words: { offline: string; server: string }): string | null {
  if (!(err instanceof ApiError)) return words.server;
  if (err.handled) return null;
  if (err.isOffline) return words.offline;
  if (err.httpStatus >= 400 && err.httpStatus < 500 && err.message) return err.message;
  return words.server;
}
