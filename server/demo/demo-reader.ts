import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { sign } from 'hono/jwt';
import type { BrandConfig } from '../../brands/schema';
import type { AppEnv } from '../app-env';
import { demoPartnerId } from '../db/seed/site-client-partners';
import { SEED_USERS } from '../db/seed/users';

/**
 * The Daily Ledger's own readers (docs/widget.md, "Signed-in readers"; decision 0215). A partner
 * signs its readers in its own way; this demo's way is a choice of two demo readers, each the seed
 * account with the same email on the brand, held in a cookie of the demo's own host. For a signed-in
 * reader every page carries a fresh assertion in data-tl-site-client-token, signed here, on the
 * server, with the demo partner's secret read from the database (server/db/seed/site-client-partners.ts).
 */
export const DEMO_READERS = SEED_USERS.map(({ name, email, subscriber }) => ({ name, email, subscriber }));
export type DemoReader = (typeof DEMO_READERS)[number];

export const READER_COOKIE = 'ledger_reader';
/** As long as a partner may make an assertion last (server/site-client/assertion.ts). */
const ASSERTION_SECONDS = 300;

/** Token variants for trying the widget's refusals: an expired assertion, one signed with another secret. */
export type ReaderTokenVariant = 'expired-reader' | 'forged-reader' | null;

export const readerOf = (c: Context): DemoReader | null =>
  DEMO_READERS.find((r) => r.email === getCookie(c, READER_COOKIE)) ?? null;

/** A same-site path of this demo to return to; the list page otherwise. */
export function returnPath(next: string | undefined): string {
  return next && /^\/blog\/[^\\]*$/.test(next) && !next.startsWith('//') ? next : '/blog/';
}

/**
 * The assertion for `email` on `brand`, signed with the demo partner's secret; null when the brand
 * has no demo partner (it does not offer the widget, or the seed has not run).
 */
export async function readerAssertion(
  c: Context<AppEnv>,
  brand: BrandConfig,
  email: string,
  variant: ReaderTokenVariant = null,
): Promise<string | null> {
  const id = demoPartnerId(brand.id);
  const { rows } = await c.var.db.query<{ secret: string }>(
    'SELECT secret FROM site_client_partners WHERE id = $1 AND brand_id = $2 AND enabled',
    [id, brand.id],
  );
  if (!rows[0]) return null;
  const iat = Math.floor(Date.now() / 1000) - (variant === 'expired-reader' ? 2 * ASSERTION_SECONDS : 0);
  const secret = variant === 'forged-reader' ? `not-${rows[0].secret}` : rows[0].secret;
  return sign({ iss: id, aud: brand.id, sub: email, iat, exp: iat + ASSERTION_SECONDS }, secret, 'HS256');
}

/**
 * POST /account/sign-in (form field `reader`) and POST /account/sign-out: the demo's own session.
 * A form post is answered 303 to `?next=`; the sign-out script's fetch (reader.js) gets 204 and
 * removes the token from the widget's element itself. Posts from another origin are refused.
 */
export async function readerAction(c: Context<AppEnv>, action: 'sign-in' | 'sign-out'): Promise<Response> {
  const origin = c.req.header('origin');
  if (origin !== undefined && origin !== `http://${c.req.header('host')?.toLowerCase()}`) {
    return c.text('This form belongs to The Daily Ledger.', 403);
  }
  const next = returnPath(c.req.query('next'));
  if (action === 'sign-out') {
    deleteCookie(c, READER_COOKIE, { path: '/' });
    return c.req.header('x-requested-with') === 'fetch' ? c.body(null, 204) : c.redirect(next, 303);
  }
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const reader = DEMO_READERS.find((r) => r.email === form.reader);
  if (!reader) return c.text('Choose one of the demo readers.', 400);
  setCookie(c, READER_COOKIE, reader.email, { path: '/', httpOnly: true, sameSite: 'Lax' });
  return c.redirect(next, 303);
}
