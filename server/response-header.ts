import type { Context } from 'hono';

/**
 * Sets a header on the response a middleware got back from `next()`. Hono's `c.header()` at that
 * point wraps the whole response anew for each header (turning its body into a stream, which then
 * has to be read back out); setting it in place keeps the response as it was made. A response
 * whose headers are immutable (one from fetch()) still goes through `c.header()`.
 */
export function setResponseHeader(c: Context, name: string, value: string, { append = false } = {}) {
  if (!c.finalized) return c.header(name, value, { append });
  try {
    if (append) c.res.headers.append(name, value);
    else c.res.headers.set(name, value);
  } catch {
    c.header(name, value, { append });
  }
}
