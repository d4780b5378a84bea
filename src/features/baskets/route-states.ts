import { ApiError } from '#src/lib/http/api-error';
import type { RouteErrorOptions } from '#src/components/ui/route-error';
import { basketWords as m } from './basket-words';

/**
 * What the basket screens say when their list cannot be loaded: offline or server trouble in our
 * words; anything else the server refused, in its own.
 */
export const basketErrors = (title: string, heading: string): RouteErrorOptions => ({
  title,
  heading,
  retryLabel: m.retry,
  handlers: {
    offline: m.offline,
    server: m.serverError,
    unknown: (error) => (error instanceof ApiError ? error.message : m.serverError),
  },
});
