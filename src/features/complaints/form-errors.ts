import { ApiError } from '#src/lib/http/api-error';

/** What a complaints form shows for a failed call: the server's message, or nothing when a status rule spoke. */
export function failureOf(err: unknown): string | undefined {
  if (err instanceof ApiError) return err.handled ? undefined : err.message;
  return 'Something went wrong. Please try again.';
}

/** The server's per-field messages (body.errors), when it sent them. */
export function fieldErrors(err: unknown): Record<string, string> {
  if (!(err instanceof ApiError)) return {};
  const errors = (err.body as { errors?: unknown } | undefined)?.errors;
  if (!errors || typeof errors !== 'object') return {};
  return Object.fromEntries(
    Object.entries(errors as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

/** A key that names one attempt to file, kept across retries (the server files it once). */
export function newClientKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}
