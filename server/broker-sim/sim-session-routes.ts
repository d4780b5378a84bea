import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { endAccessToken, exchangeRequestToken } from './sim-books';
import { simApp } from './sim-hosts';
import { error, field, success, type ApiEnv } from './sim-kite-http';
import { kiteSession } from './sim-kite-shapes';

/**
 * Kite's session: POST /session/token exchanges a request token for an access token when the
 * checksum is SHA-256(api_key + request_token + api_secret); DELETE /session/token ends one.
 */
export function simSessionRoutes() {
  const r = new Hono<ApiEnv>();
  r.post('/session/token', async (c) => {
    const form = await c.req.parseBody();
    const app = simApp(c.var.devRoots.broker, c.var.simCompany, field(form, 'api_key'));
    const requestToken = field(form, 'request_token') ?? '';
    const checksum = Buffer.from(field(form, 'checksum') ?? '');
    if (!app) return error(c, 403, 'TokenException', 'Invalid `api_key`.');
    const expected = Buffer.from(
      createHash('sha256').update(`${app.apiKey}${requestToken}${app.apiSecret}`).digest('hex'),
    );
    if (checksum.length !== expected.length || !timingSafeEqual(checksum, expected)) {
      return error(c, 403, 'TokenException', 'Invalid `checksum`.');
    }
    const now = c.var.market.now();
    const s = await exchangeRequestToken(c.var.db, app.apiKey, requestToken, now);
    if (!s) return error(c, 403, 'TokenException', 'Token is invalid or has expired.');
    return success(c, kiteSession(s, app.apiKey, now));
  });

  r.delete('/session/token', async (c) => {
    const app = simApp(c.var.devRoots.broker, c.var.simCompany, c.req.query('api_key'));
    const token = c.req.query('access_token');
    if (app && token) await endAccessToken(c.var.db, app.apiKey, token, c.var.market.now());
    return success(c, true);
  });
  return r;
}
