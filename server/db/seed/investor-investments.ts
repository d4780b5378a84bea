import { createHash } from 'node:crypto';
import { brands } from '../../../brands/registry';
import { hashPassword } from '../../auth/passwords';
import { openAccount } from '../../broker-sim/sim-books';
import { quantitiesFromWeights } from '../../trading/rules/quantities';
import { createMarketClock } from '../../market/clock';
import { createMarketData } from '../../market/create-market-data';
import { istInstant } from '../../market/ist';
import type { MarketData } from '../../market/market-data';
import type { Database, Queryable } from '../database';
import { SEED_AS_OF } from './basket-seed-build';
import { SEED_INVESTMENTS, SEED_INVESTOR, type SeedInvestment } from './investor-investments-data';

/** A stable hash for a seeded row: the same on every machine and every run. */
const seedHash = (what: string) =>
  createHash('sha256').update(`seed|${what}`).digest('base64url').replace(/[-_]/g, '').slice(0, 16).toLowerCase();

async function versionOf(tx: Queryable, basket: string, version: number) {
  const { rows } = await tx.query<{ basket_id: number; id: number }>(
    `SELECT v.basket_id, v.id FROM basket_versions v JOIN baskets b ON b.id = v.basket_id
      WHERE b.basket_hash = $1 AND v.version = $2`,
    [basket, version],
  );
  if (!rows[0]) throw new Error(`seed investment: ${basket} has no version ${version}`);
  return rows[0];
}

async function closeOn(market: MarketData, symbol: string, date: string): Promise<number> {
  const bar = (await market.history(symbol, { from: date, to: date }))?.[0];
  if (!bar) throw new Error(`seed investment: no close of ${symbol} on ${date}`);
  return bar.close;
}

/** One investment: its trades filled at the day's closes, holdings, cash flows, SIP and stop-loss. */
async function seedInvestment(tx: Queryable, market: MarketData, userId: number, linkId: number, s: SeedInvestment) {
  const version = await versionOf(tx, s.basket, s.version);
  const { rows: weights } = await tx.query<{ symbol: string; weight: number }>(
    'SELECT symbol, weight::float8 AS weight FROM basket_constituents WHERE version_id = $1 ORDER BY symbol',
    [version.id],
  );
  const started = istInstant(s.trades[0]!.date, '10:30');
  const { rows: inv } = await tx.query<{ id: number }>(
    `INSERT INTO investments (investment_hash, user_id, basket_id, broker_link_id, version_id, stoploss_percent, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [seedHash(s.basket), userId, version.basket_id, linkId, version.id, s.stoplossPercent ?? null, started],
  );
  const investmentId = inv[0]!.id;
  const held = new Map<string, { quantity: number; cost: number }>();
  for (const [n, t] of s.trades.entries()) {
    const at = istInstant(t.date, '10:30');
    const prices = await Promise.all(weights.map((w) => closeOn(market, w.symbol, t.date)));
    const { lines } = quantitiesFromWeights(
      t.amount,
      weights.map((w, i) => ({ symbol: w.symbol, weight: w.weight, price: prices[i]! })),
    );
    const { rows: trade } = await tx.query<{ id: number }>(
      `INSERT INTO trades (trade_hash, user_id, client_key, investment_id, basket_id, broker_link_id, kind, order_type,
                           amount, status, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'MARKET', $8, 'complete', $9, $9) RETURNING id`,
      [
        seedHash(`${s.basket}|${n}`),
        userId,
        `seed-${s.basket}-${n}`,
        investmentId,
        version.basket_id,
        linkId,
        t.kind,
        t.amount,
        at,
      ],
    );
    for (const l of lines.filter((x) => x.quantity > 0)) {
      await tx.query(
        `INSERT INTO trade_orders (trade_id, symbol, side, quantity, filled_quantity, average_price, indicative_price,
                                   status, broker_order_id, updated_at)
         VALUES ($1, $2, 'BUY', $3, $3, $4, $4, 'COMPLETE', $5, $6)`,
        [trade[0]!.id, l.symbol, l.quantity, l.price, `SEED${seedHash(`${s.basket}|${n}|${l.symbol}`)}`, at],
      );
      await tx.query(
        `INSERT INTO investment_cash_flows (investment_id, trade_id, kind, amount, at) VALUES ($1, $2, $3, $4, $5)`,
        [investmentId, trade[0]!.id, t.kind, -l.value, at],
      );
      const h = held.get(l.symbol) ?? { quantity: 0, cost: 0 };
      held.set(l.symbol, { quantity: h.quantity + l.quantity, cost: h.cost + l.value });
    }
  }
  for (const [symbol, h] of held) {
    await tx.query(
      'INSERT INTO investment_holdings (investment_id, symbol, quantity, average_price) VALUES ($1, $2, $3::integer, round($4::numeric / $3::integer, 2))',
      [investmentId, symbol, h.quantity, h.cost],
    );
  }
  if (s.sip) {
    await tx.query(
      `INSERT INTO sips (investment_id, frequency, amount, day_of_month, next_due, started_at) VALUES ($1, $2, $3, $4, $5, $6)`,
      [investmentId, s.sip.frequency, s.sip.amount, s.sip.day, s.sip.nextDue, started],
    );
  }
  return { investmentId, held };
}

/**
 * The seed investor's broker link and investments (investor-investments-data.ts), once: nothing when the
 * link exists. The link's broker session has ended (the seed cannot sign in at the broker), so the first
 * trade asks the investor to sign in there; pending rebalances come from the read-time sweep's rule.
 */
export async function seedInvestorInvestments(db: Database): Promise<boolean> {
  const { rows: users } = await db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
    SEED_INVESTOR.email,
  ]);
  const userId = users[0]?.id;
  if (userId === undefined) return false;
  const { rows: links } = await db.query(
    'SELECT 1 FROM broker_links WHERE user_id = $1 AND brand_id = $2 AND broker_id = $3',
    [userId, SEED_INVESTOR.brandId, SEED_INVESTOR.brokerId],
  );
  if (links.length > 0) return false;
  const market = createMarketData({ clock: createMarketClock(istInstant(SEED_AS_OF, '16:00')) });
  const holdings = new Map<string, { quantity: number; cost: number }>();
  await db.transaction(async (tx) => {
    const { rows: link } = await tx.query<{ id: number }>(
      `INSERT INTO broker_links (user_id, brand_id, broker_id, client_code, access_token, expires_at, connected_at)
       VALUES ($1, $2, $3, $4, NULL, $5, $6) RETURNING id`,
      [
        userId,
        SEED_INVESTOR.brandId,
        SEED_INVESTOR.brokerId,
        SEED_INVESTOR.clientCode,
        istInstant(SEED_AS_OF, '06:00'),
        istInstant(SEED_INVESTOR.connectedOn, '10:00'),
      ],
    );
    for (const s of SEED_INVESTMENTS) {
      const { held } = await seedInvestment(tx, market, userId, link[0]!.id, s);
      for (const [symbol, h] of held) {
        const all = holdings.get(symbol) ?? { quantity: 0, cost: 0 };
        holdings.set(symbol, { quantity: all.quantity + h.quantity, cost: all.cost + h.cost });
      }
    }
    await seedPendingRebalances(tx, userId);
    await seedBrokerAccount(tx, holdings);
  });
  return true;
}

/**
 * The investor's account at the simulated broker (another company's books): opened as its sign-in
 * opens one (SIM_BROKER_START_FUNDS of cash), holding the shares the seeded trades bought, so the
 * investor's sells (rebalance, exit) find them there. Sign in at the broker with INVESTOR1 / Investor@123.
 */
async function seedBrokerAccount(tx: Queryable, holdings: Map<string, { quantity: number; cost: number }>) {
  const brand = brands.find((b) => b.id === SEED_INVESTOR.brandId)!;
  const company = brand.brokers.find((b) => b.id === SEED_INVESTOR.brokerId)!;
  const account = await openAccount(
    tx,
    company.redirectHost.toLowerCase(),
    SEED_INVESTOR.clientCode,
    await hashPassword(SEED_INVESTOR.password),
  );
  if (!account) return;
  for (const [symbol, h] of holdings) {
    await tx.query(
      `INSERT INTO sim_broker_holdings (account_id, symbol, quantity, average_price)
       VALUES ($1, $2, $3::integer, round($4::numeric / $3::integer, 2))`,
      [account.id, symbol, h.quantity, h.cost],
    );
  }
}

/** A rebalance to each newer version published after the investment's, dated when it was published. */
async function seedPendingRebalances(tx: Queryable, userId: number) {
  await tx.query(
    `INSERT INTO rebalances (investment_id, from_version_id, to_version_id, created_at)
     SELECT i.id, i.version_id, v.id, v.effective_date + time '09:00'
       FROM investments i JOIN basket_versions f ON f.id = i.version_id
       JOIN basket_versions v ON v.basket_id = i.basket_id
      WHERE i.user_id = $1 AND v.version = (SELECT max(version) FROM basket_versions x WHERE x.basket_id = i.basket_id)
        AND v.version > f.version`,
    [userId],
  );
}
