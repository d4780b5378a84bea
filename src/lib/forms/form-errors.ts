import { ApiError } from '#src/lib/http/api-error';

/** What a form says when a call failed for a reason the server did not put in words. */
export const FORM_FAILURE = 'Something went wrong. Please try again.';

/**
 * What a form shows for a failed call: nothing when a status rule already spoke (snackbar or dialog),
 * else the server's message; `fallback` when the call failed without one (not an ApiError, or an empty message).
 */
export function formMessageOf(err: unknown, fallback: string = FORM_FAILURE): string | undefined {
  if (!(err instanceof ApiError)) return fallback;
  return err.handled ? undefined : err.message || fallback;
}

/** The server's per-field messages (body.errors of a 400), when it sent them. */
export function fieldErrorsOf(err: unknown): Record<string, string> {
  if (!(err instanceof ApiError)) return {};
  const errors = (err.body as { errors?: unknown } | undefined)?.errors;
  if (!errors || typeof errors !== 'object') return {};
  return Object.fromEntries(
    Object.entries(errors as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

/**
 * What a failed call says: nothing when a status rule already told the user (e.g. '110' opened the
 * login dialog); the offline sentence with no answer; the server's own words for a refusal (4xx, e.g.
 * the order window or a field the form does not show); the general sentence otherwise.
 */
export function callErrorText(err: unknown, words: { offline: string; server: string }): string | null {
  if (!(err instanceof ApiError)) return words.server;
  if (err.handled) return null;
  if (err.isOffline) return words.offline;
  if (err.httpStatus >= 400 && err.httpStatus < 500 && err.message) return err.message;
  return words.server;
}

/**
 * What an order-window refusal says beside its message, in the order the order review shows them
 * (features/trading/next-window.ts): a special session's own hours (Muhurat trading, a weekend Budget day), then when
 * the next window opens. An investment call sends them as field errors (`errors.session`, `errors.window`); a buy's
 * 400 as its body (`session`, `next_window`). Empty for any other failure, and for anything but a refusal (4xx).
 */
export function refusalLines(err: unknown): string[] {
  if (!(err instanceof ApiError) || err.handled || err.httpStatus < 400 || err.httpStatus >= 500) return [];
  const fields = fieldErrorsOf(err);
  const body = (err.body ?? {}) as { session?: unknown; next_window?: unknown };
  const text = (v: unknown) => (typeof v === 'string' && v ? [v] : []);
  return [...text(fields.session ?? body.session), ...text(fields.window ?? body.next_window)];
}

/** callErrorText followed by the refusal's own lines (refusalLines); empty when there is nothing to say. */
export function callErrorLines(err: unknown, words: { offline: string; server: string }): string[] {
  const text = callErrorText(err, words);
  return text === null ? [] : [text, ...refusalLines(err)];
}
