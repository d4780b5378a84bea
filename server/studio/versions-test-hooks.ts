import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-env';
import { requireUser } from '../auth/guards';
import { fail, ok } from '../http/envelope';
import { validate } from '../http/validate';
import { roundToPaisa } from '#contract/money/paise';

const holdRequest = z.object({ basket_hash: z.string().trim().min(1).max(120) });
/** What the hook invests, in rupees, at last prices. */
const HOLD_AMOUNT = 60_000;
/** The answer when the user already holds the basket: one active investment per basket and broker link. */
export const ALREADY_HELD = 'You already hold this basket through this brand’s broker.';

/**
 * e2e only (ENABLE_TEST_HOOKS=1): gives the signed-in user an active investment in a basket at its
 * latest version, with shares bought at last prices and a broker link on this brand whose session has
 * ended, as the seed gives its investor. tests/e2e/studio-versions.spec.ts needs an investor in a basket
 * the seed adviser owns without buying a subscriber-only basket through the whole checkout. A user who
 * already holds the basket gets 409 (investments_one_active, migration 0011), never a 5xx: the insert
 * skips the conflict, so two calls at once answer 200 and 409.
 */
export function versionTestHookRoutes() {
  const r = new Hono<AppEnv>();
  r.post('/__test__/hold-basket/', requireUser, validate('json', holdRequest), async (c) => {
    const { db, brand, user, market } = c.var;
    const { rows } = await db.query<{ basket_id: number; version_id: number }>(
      `SELECT b.id AS basket_id, v.id AS version_id FROM baskets b JOIN basket_versions v ON v.basket_id = b.id
        WHERE b.basket_hash = $1 ORDER BY v.version DESC LIMIT 1`,
      [c.req.valid('json').basket_hash],
    );
    const basket = rows[0];
    const broker = brand.brokers[0];
    if (!basket || !broker) return fail(c, 404, 'No such basket, or no broker on this brand.');
    const { rows: stocks } = await db.query<{ symbol: string; weight: number }>(
      'SELECT symbol, weight::float8 AS weight FROM basket_constituents WHERE version_id = $1',
      [basket.version_id],
    );
    const prices = await market.ltp(stocks.map((s) => s.symbol));
    const hash = `e2e${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    const made = await db.transaction(async (tx) => {
      const { rows: link } = await tx.query<{ id: number }>(
        `INSERT INTO broker_links (user_id, brand_id, broker_id, client_code, access_token, expires_at)
         VALUES ($1, $2, $3, $4, NULL, now() - interval '1 hour')
         ON CONFLICT (user_id, brand_id, broker_id) DO UPDATE SET client_code = broker_links.client_code RETURNING id`,
        [user.id, brand.id, broker.id, `E2E${randomUUID().slice(0, 8)}`],
      );
      const { rows: inv } = await tx.query<{ id: number }>(
        `INSERT INTO investments (investment_hash, user_id, basket_id, broker_link_id, version_id)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING id`,
        [hash, user.id, basket.basket_id, link[0]!.id, basket.version_id],
      );
      const investmentId = inv[0]?.id;
      if (investmentId === undefined) return false;
      for (const s of stocks) {
        const price = prices[s.symbol] ?? 0;
        const quantity = price > 0 ? Math.floor((HOLD_AMOUNT * s.weight) / 100 / price) : 0;
        if (quantity === 0) continue;
        await tx.query(
          'INSERT INTO investment_holdings (investment_id, symbol, quantity, average_price) VALUES ($1, $2, $3, $4)',
          [investmentId, s.symbol, quantity, price],
        );
        await tx.query(
          `INSERT INTO investment_cash_flows (investment_id, kind, amount, at) VALUES ($1, 'buy', $2, now())`,
          [investmentId, -roundToPaisa(quantity * price)],
        );
      }
      return true;
    });
    if (!made) return fail(c, 409, ALREADY_HELD);
    return ok(c, { investment: hash });
  });
  return r;
}
