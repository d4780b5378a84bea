import { ApiError } from '#src/lib/http/api-error';

/** What a CMS form shows for a failed call: the server's message, or nothing when a status rule already spoke. */
export function messageOf(err: unknown): string | undefined {
  if (err instanceof ApiError) return err.handled ? undefined : err.message;
  return 'Something went wrong. Please try again.';
}

/** The server's per-field messages (body.errors of a 400), when it sent them. */
export function fieldMessagesOf(err: unknown): Record<string, string> {
  if (!(err instanceof ApiError)) return {};
  const errors = (err.body as { errors?: unknown } | undefined)?.errors;
  if (!errors || typeof errors !== 'object') return {};
  return Object.fromEntries(
    Object.entries(errors as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}
