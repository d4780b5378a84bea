import { decode, verify } from 'hono/jwt';
import type { Queryable } from '../db/database';

/**
 * A partner's signed statement that one of its signed-in readers is a given account of the brand
 * (docs/widget.md "Site clients", decision 0202): a compact JWT, HS256 with the partner's secret
 * (table site_client_partners), claims `iss` (the partner id), `aud` (the brand id), `sub` (the
 * reader's email on the brand), `iat` and `exp`, at most `ASSERTION_MAX_LIFETIME_SECONDS` apart.
 */
export const ASSERTION_MAX_LIFETIME_SECONDS = 300;
/** Clocks differ: an assertion issued this far in the future is still accepted. */
const CLOCK_SKEW_SECONDS = 30;

export type AssertionResult = { ok: true; partner: string; email: string } | { ok: false };

const claimString = (v: unknown, max: number) => (typeof v === 'string' && v.length > 0 && v.length <= max ? v : null);

export async function checkAssertion(
  db: Queryable,
  brandId: string,
  assertion: string,
  now = Math.floor(Date.now() / 1000),
): Promise<AssertionResult> {
  let claims: Record<string, unknown>;
  try {
    claims = decode(assertion).payload as Record<string, unknown>;
  } catch {
    return { ok: false };
  }
  const partnerId = claimString(claims.iss, 41);
  const email = claimString(claims.sub, 254)?.toLowerCase();
  if (!partnerId || !email || claims.aud !== brandId) return { ok: false };
  const { rows } = await db.query<{ secret: string }>(
    'SELECT secret FROM site_client_partners WHERE id = $1 AND brand_id = $2 AND enabled',
    [partnerId, brandId],
  );
  if (!rows[0]) return { ok: false };
  try {
    // Checks the signature (HS256 only) and exp/nbf/iat against the current time.
    await verify(assertion, rows[0].secret, 'HS256');
  } catch {
    return { ok: false };
  }
  const { exp, iat } = claims;
  if (typeof exp !== 'number' || typeof iat !== 'number') return { ok: false };
  if (exp <= now || iat > now + CLOCK_SKEW_SECONDS || exp - iat > ASSERTION_MAX_LIFETIME_SECONDS) return { ok: false };
  return { ok: true, partner: partnerId, email };
}
