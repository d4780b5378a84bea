import { ApiError } from '#src/lib/http/api-error';

/** The server's per-field messages (body.errors), when it sent them. */
export function fieldErrorsOf(err: unknown): Record<string, string> {
  if (!(err instanceof ApiError)) return {};
  const errors = (err.body as { errors?: unknown } | undefined)?.errors;
  if (!errors || typeof errors !== 'object') return {};
  return Object.fromEntries(
    Object.entries(errors as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

export const isOfflineError = (err: unknown) => err instanceof ApiError && err.isOffline;

/** What to say of a failed call: nothing when a status rule already spoke, else the server's words. */
export const messageOf = (err: unknown, fallback: string) =>
  err instanceof ApiError ? (err.handled ? undefined : err.message || fallback) : fallback;
