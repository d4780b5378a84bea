import { Hono, type Context, type Next } from 'hono';
import { decode } from 'hono/jwt';
import { API, routePath as at } from '#contract/http/api-paths';
import {
  embedOriginRequest,
  siteClientAssertionRequest,
  type SiteClientBody,
  type WebWidgetBody,
} from '#contract/web-widget/types';
import { ORIGIN_MESSAGES } from '#contract/web-widget/rules';
import type { AppEnv } from '../../app-env';
import { fail, ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { requireRole, requireUser } from '../../auth/guards';
import { cacheScope } from '../../cache/cache-marks';
import { createSession } from '../../auth/session';
import { startSignIn, tooManySignIns } from '../../auth/sign-in-throttle';
import { findUserByEmail, toUserInfo } from '../../auth/users';
import { checkAssertion } from '../../site-client/assertion';
import { addStoredOrigin, removeStoredOrigin, storedOrigins } from '../embed-origins';
import { requestOrigin } from '../widget-routes';

/** A site-client session lasts as long as a reader's visit to a partner page, at most. */
export const SITE_CLIENT_TTL_SECONDS = 30 * 60;
export const SITE_CLIENT_MESSAGES = {
  rejected: 'This sign-in could not be accepted. Sign in on the partner site again.',
} as const;

async function webWidgetBody(c: Context): Promise<WebWidgetBody> {
  const { brand } = c.var;
  return {
    configured: [...brand.embedOrigins],
    stored: await storedOrigins(c.var.db, brand.id),
    defaultDetailUrl: `${requestOrigin(c)}/blog/`,
    offered: brand.features['/web-widget/'] && brand.features.blog,
  };
}

function namedReader(assertion: string): string {
  try {
    const { iss, sub } = decode(assertion).payload;
    return `${String(iss).slice(0, 41)}:${String(sub).slice(0, 254).toLowerCase()}`;
  } catch {
    return '?';
  }
}

/** POST site-client/login/ with `{ assertion }` (decision 0202); any other body goes on to the password form. */
async function assertionLogin(c: Context<AppEnv>, next: Next) {
  const body: unknown = await c.req.json().catch(() => null);
  if (typeof body !== 'object' || body === null || !('assertion' in body)) return next();
  const parsed = siteClientAssertionRequest.safeParse(body);
  if (!parsed.success) return fail(c, 400, SITE_CLIENT_MESSAGES.rejected);
  // Counted per reader the assertion names (its claims unverified yet) and caller, like a password sign-in.
  const attempt = await startSignIn(c, `site-client:${namedReader(parsed.data.assertion)}`);
  if (attempt.throttled) return tooManySignIns(c, attempt.throttled.retryAfterSeconds);
  const checked = await checkAssertion(c.var.db, c.var.brand.id, parsed.data.assertion);
  const user = checked.ok ? await findUserByEmail(c.var.db, checked.email) : undefined;
  if (!user) return fail(c, 400, SITE_CLIENT_MESSAGES.rejected);
  await attempt.succeeded();
  const session = await createSession(c.var.db, c.var.jwtSecret, {
    userId: user.id,
    brand: c.var.brand.id,
    kind: 'site-client',
    ttlSeconds: SITE_CLIENT_TTL_SECONDS,
    userAgent: c.req.header('User-Agent') ?? null,
  });
  const info = toUserInfo(user);
  return ok<SiteClientBody>(c, {
    key: session.token,
    expires_at: session.expiresAt.toISOString(),
    expires_in: SITE_CLIENT_TTL_SECONDS,
    user: { name: info.name, isSubscriber: info.isSubscriber },
  });
}

/**
 * The partner widget page's calls (docs/widget.md): the brand's embedder origins (public list, admin
 * writes) and the site-client sign-in by a partner's signed assertion.
 */
export function webWidgetApiRoutes() {
  const r = new Hono<AppEnv>();
  const path = at(API.admin.embedOrigins);
  r.get(path, async (c) => {
    cacheScope(c, 'private');
    return ok(c, await webWidgetBody(c));
  });
  r.post(
    path,
    requireUser,
    requireRole('admin'),
    validate('json', embedOriginRequest, { badBody: (c) => fail(c, 400, ORIGIN_MESSAGES.required) }),
    async (c) => {
      const { origin, action } = c.req.valid('json');
      cacheScope(c, 'private');
      const { brand, db, user } = c.var;
      if (action === 'add') {
        if (!(await addStoredOrigin(db, brand, origin, user.id))) {
          return fail(c, 400, ORIGIN_MESSAGES.duplicate, { origin: ORIGIN_MESSAGES.duplicate });
        }
      } else if (!(await removeStoredOrigin(db, brand.id, origin))) {
        const message = brand.embedOrigins.includes(origin) ? ORIGIN_MESSAGES.configured : ORIGIN_MESSAGES.missing;
        return fail(c, 400, message, { origin: message });
      }
      return ok(c, await webWidgetBody(c));
    },
  );
  r.post(at(API.siteClient.login), assertionLogin);
  return r;
}
