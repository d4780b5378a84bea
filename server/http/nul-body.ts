import type { Context } from 'hono';

/**
 * Requests whose JSON body holds a NUL, left by server/security/nul-input.ts to their route's
 * validate() (server/http/validate.ts): the route's schema answers in its own words first, and a NUL
 * it lets through is refused there.
 */
const nulBodies = new WeakSet<object>();

// Keyed by the request as the app holds it: a later body limit may put a copy in its `raw`.
export const markNulBody = (c: Context) => nulBodies.add(c.req);

export const bodyHoldsNul = (c: Context) => nulBodies.has(c.req);
