import { createPublicKey } from 'node:crypto';
import { Hono } from 'hono';
import { decode, verify } from 'hono/jwt';
import type { AppEnv } from '../app-env';
import { fail } from '../http/envelope';
import { log } from '../log';
import { API, routePath as at } from '#contract/http/api-paths';
import { googleLoginBody } from '#contract/auth/types';
import { AUTH } from '#contract/auth/messages';
import { NAME_MAX_LENGTH } from '#contract/forms/patterns';
import { authAnswers, authBody, signedIn } from './route-helpers';
import { offersSignIn } from './sign-in-methods';
import { findUserByEmail, findUserByGoogleSub, insertUser, linkGoogleAccount } from './users';

export const DEFAULT_GOOGLE_ISSUER = 'https://accounts.google.com';
/** Google documents both forms of its issuer; the default accepts either. */
const GOOGLE_ISSUERS = [DEFAULT_GOOGLE_ISSUER, 'accounts.google.com'];

export interface GoogleConfig {
  key: JsonWebKey;
  issuers: string[];
}

let cached: { pem: string; key: JsonWebKey | null } | undefined;

/**
 * GOOGLE_ID_TOKEN_PUBLIC_KEY (a PEM public key or X.509 certificate; '\n' escapes allowed) and
 * GOOGLE_ID_TOKEN_ISSUER. Undefined when no usable RSA key is configured.
 */
export function googleConfig(env: NodeJS.ProcessEnv = process.env): GoogleConfig | undefined {
  const pem = env.GOOGLE_ID_TOKEN_PUBLIC_KEY?.replace(/\\n/g, '\n').trim();
  if (!pem) return undefined;
  if (cached?.pem !== pem) {
    let key: JsonWebKey | null = null;
    try {
      const parsed = createPublicKey(pem);
      if (parsed.asymmetricKeyType === 'rsa') {
        const { n, e } = parsed.export({ format: 'jwk' });
        key = { kty: 'RSA', n, e, alg: 'RS256' };
      } else log.error('GOOGLE_ID_TOKEN_PUBLIC_KEY is not an RSA key; Google sign-in is off');
    } catch (err) {
      log.error('GOOGLE_ID_TOKEN_PUBLIC_KEY could not be read; Google sign-in is off', {
        error: (err as Error).message,
      });
    }
    cached = { pem, key };
  }
  if (!cached.key) return undefined;
  const issuer = env.GOOGLE_ID_TOKEN_ISSUER?.trim();
  return { key: cached.key, issuers: issuer ? [issuer] : GOOGLE_ISSUERS };
}

export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string;
}

export type GoogleCheck = { ok: true; identity: GoogleIdentity } | { ok: false; message: string };

/** Checks an ID token: RS256 signature under the configured key, aud = the brand's client id, iss, exp. */
export async function verifyGoogleIdToken(
  credential: string,
  clientId: string,
  config: GoogleConfig,
): Promise<GoogleCheck> {
  let payload: Record<string, unknown>;
  try {
    payload = await verify(credential, config.key, { alg: 'RS256', aud: clientId });
  } catch (err) {
    const expired = (err as Error).name === 'JwtTokenExpired';
    return { ok: false, message: expired ? AUTH.googleExpired : AUTH.googleInvalid };
  }
  if (typeof payload.iss !== 'string' || !config.issuers.includes(payload.iss)) {
    return { ok: false, message: AUTH.googleInvalid };
  }
  if (typeof payload.exp !== 'number') return { ok: false, message: AUTH.googleInvalid };
  if (typeof payload.sub !== 'string' || !payload.sub || payload.sub.length > 255) {
    return { ok: false, message: AUTH.googleInvalid };
  }
  const verified = payload.email_verified === true || payload.email_verified === 'true';
  if (typeof payload.email !== 'string' || !verified) return { ok: false, message: AUTH.googleNoEmail };
  const email = payload.email.trim().toLowerCase();
  const given = typeof payload.name === 'string' ? payload.name.trim().replace(/\s+/g, ' ') : '';
  const name = (given || email.split('@')[0]!).slice(0, NAME_MAX_LENGTH);
  return { ok: true, identity: { sub: payload.sub, email, name } };
}

/** Three base64url parts whose first two are JSON objects; anything else is refused before any key is needed. */
function looksLikeJwt(value: string): boolean {
  if (!/^[\w-]+\.[\w-]+\.[\w-]+$/.test(value)) return false;
  try {
    const { header, payload } = decode(value);
    return typeof header === 'object' && header !== null && typeof payload === 'object' && payload !== null;
  } catch {
    return false;
  }
}

/** POST /auth/login/google/ { credential } — only on brands with a Google client id. */
export function googleRoutes() {
  const r = new Hono<AppEnv>();
  r.use(at(API.auth.google), authAnswers);
  r.use(at(API.auth.google), async (c, next) => {
    if (!offersSignIn(c.var.brand, 'google')) return fail(c, 404, AUTH.googleUnavailable);
    await next();
  });
  r.post(at(API.auth.google), authBody(googleLoginBody), async (c) => {
    const clientId = c.var.brand.googleClientId!;
    const { credential } = c.req.valid('json');
    if (!looksLikeJwt(credential)) {
      return fail(c, 400, AUTH.googleInvalid, { credential: AUTH.googleInvalid });
    }
    const config = googleConfig();
    if (!config) return fail(c, 501, AUTH.googleNotConfigured);
    const checked = await verifyGoogleIdToken(credential, clientId, config);
    if (!checked.ok) return fail(c, 400, checked.message, { credential: checked.message });
    const { sub, email, name } = checked.identity;
    const db = c.var.db;
    let user = await findUserByGoogleSub(db, sub);
    if (!user) {
      const byEmail = await findUserByEmail(db, email);
      if (byEmail) {
        await linkGoogleAccount(db, byEmail.id, sub);
        user = byEmail;
      } else {
        user = await insertUser(db, { name, email, googleSub: sub });
      }
    }
    // Lost a race with a sign-up for the same address: the account exists now.
    user ??= await findUserByEmail(db, email);
    if (!user) return fail(c, 409, AUTH.emailTaken);
    return signedIn(c, user);
  });
  return r;
}
