import { ApiError } from '../../lib/http/api-error';
import { AUTH_MESSAGES as M } from './messages';

/** What a form shows for a failed call: the server's message, or nothing when a status rule already spoke. */
export function formMessageOf(err: unknown): string | undefined {
  if (err instanceof ApiError) return err.handled ? undefined : err.message;
  return M.genericError;
}

/** The server's per-field messages (body.errors), when it sent them. */
export function fieldErrorsOf(err: unknown): Record<string, string> {
  if (!(err instanceof ApiError)) return {};
  const errors = (err.body as { errors?: unknown } | undefined)?.errors;
  if (!errors || typeof errors !== 'object') return {};
  return Object.fromEntries(
    Object.entries(errors as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}
