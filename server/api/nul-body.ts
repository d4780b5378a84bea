import type { Context } from 'hono';

/**
 * Requests whose JSON body holds a NUL, left by server/security/nul-input.ts to their route's
 * validate() (server/api/validate.ts): the route's schema answers in its own words first, and a NUL
 * it lets through is refused there.
 */
const nulBodies = new WeakSet<Request>();

export const markNulBody = (c: Context) => nulBodies.add(c.req.raw);

export const bodyHoldsNul = (c: Context) => nulBodies.has(c.req.raw);
