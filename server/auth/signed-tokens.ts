import { verify } from 'hono/jwt';

/** How many verified tokens each secret remembers (the oldest forgotten first): a few MB at most. */
const REMEMBERED_MAX = 10_000;
const verified = new Map<string, Map<string, Record<string, unknown>>>();

/**
 * The payload of a JWT whose HS256 signature `secret` made, expired or not; undefined otherwise.
 * A request reads its token several times (the CSRF check, the client-view guard, the session), and
 * every call of the same investor brings the same token: each signature is checked once per process
 * and remembered, so a call no longer pays for three HMACs and key imports. Only good signatures are
 * remembered; what the token says (its session, its expiry) is still checked by the caller each time.
 */
export async function signedPayload(token: string, secret: string): Promise<Record<string, unknown> | undefined> {
  let known = verified.get(secret);
  const hit = known?.get(token);
  if (hit) return hit;
  let payload: Record<string, unknown>;
  try {
    payload = (await verify(token, secret, { alg: 'HS256', exp: false })) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  if (!known) verified.set(secret, (known = new Map()));
  if (known.size >= REMEMBERED_MAX) known.delete(known.keys().next().value!);
  known.set(token, payload);
  return payload;
}

/** Past its `exp` (as hono's verify judges it: a present exp that is not a number counts as past). */
export const expired = ({ exp }: { exp?: unknown }, nowSeconds = Math.floor(Date.now() / 1000)) =>
  exp !== undefined && (typeof exp !== 'number' || !Number.isFinite(exp) || exp <= nowSeconds);
