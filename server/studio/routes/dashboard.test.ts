import { beforeAll, describe, expect, it, vi } from 'vitest';
import { testServerPerFile } from '../../test-server-per-file';
import { brands } from '../../../brands/registry';
import type { StudioDashboardBody } from '#contract/studio/types';
import { createSession } from '../../auth/session';
import { nseCalendar } from '../../market/trading-calendar';

import { nextRebalanceDate } from '../dashboard-rebalance';
import { blogCaller, testUser } from '../../blog/testing/blog-test-client';
import { insertInvestment } from '../../investments/testing/investment-test-fixtures';
import { insertBasket } from '../../baskets/testing/basket-test-fixtures';

const brand = brands[0]!;
const PATH = 'studio/dashboard/';
const file = testServerPerFile({ responseCache: { ttlSeconds: 0 } });
let api: ReturnType<typeof blogCaller>;
let adviserToken: string;
let adviserId: number;

beforeAll(async () => {
  api = blogCaller(file.t, brand);
  const { rows } = await file.t.db.query<{ user_id: number; id: number }>(
    `SELECT u.id AS user_id, a.id FROM users u JOIN advisers a ON a.user_id = u.id WHERE u.email = 'adviser@example.com'`,
  );
  adviserId = rows[0]!.id;
  ({ token: adviserToken } = await createSession(file.t.db, file.t.jwtSecret, {
    userId: rows[0]!.user_id,
    brand: brand.id,
    ttlSeconds: 600,
  }));
  await followersOfTheSeedAdviser();
});

/**
 * Investors in the adviser's published and hidden baskets (one holding a symbol the market does not
 * know, valued at its average price), a closed investment that must not count, and subscribers: one
 * live, one expired.
 */
async function followersOfTheSeedAdviser() {
  const { rows: baskets } = await file.t.db.query<{ basket_hash: string; status: string; version: number }>(
    `SELECT b.basket_hash, b.status, max(v.version)::int AS version FROM baskets b
       JOIN basket_versions v ON v.basket_id = b.id
      WHERE b.adviser_id = $1 AND b.status IN ('published', 'hidden') GROUP BY b.id ORDER BY b.status, b.id`,
    [adviserId],
  );
  const published = baskets.find((b) => b.status === 'published')!;
  const hidden = baskets.find((b) => b.status === 'hidden')!;
  const [a, b, c] = [await testUser(file.t), await testUser(file.t), await testUser(file.t)];
  const holdings = [
    { symbol: 'RELIANCE', quantity: 7, average_price: 1200 },
    { symbol: 'NOSUCHSTOCK', quantity: 3, average_price: 101.5 },
  ];
  const at = (x: typeof published) => ({ basket: x.basket_hash, version: x.version });
  await insertInvestment(file.t, a.id, { ...at(published), holdings });
  await insertInvestment(file.t, b.id, {
    ...at(published),
    holdings: [{ symbol: 'TCS', quantity: 2, average_price: 3000 }],
  });
  await insertInvestment(file.t, a.id, {
    ...at(hidden),
    holdings: [{ symbol: 'INFY', quantity: 5, average_price: 1500 }],
  });
  await insertInvestment(file.t, c.id, { ...at(published), status: 'closed', holdings: [] });
  await file.t.db.query(
    `INSERT INTO plans (adviser_id, name, interval, interval_count, amount, recurring_amount)
     VALUES ($1, 'Dashboard plan', 'month', 1, 999, 999)`,
    [adviserId],
  );
  for (const [user, days] of [
    [a.id, 30],
    [b.id, -1],
  ] as const) {
    await file.t.db.query(
      `INSERT INTO subscriptions (user_id, plan_id, starts_at, expires_at)
       SELECT $1, id, now() - interval '40 days', now() + make_interval(days => $2) FROM plans
        WHERE adviser_id = $3 ORDER BY id DESC LIMIT 1`,
      [user, days, adviserId],
    );
  }
}

/** Assets under advice as SQL sums them: quantity × last price (average price where none), per basket. */
async function assetsInSql(): Promise<Map<string, number>> {
  const { rows: symbols } = await file.t.db.query<{ symbol: string }>(
    `SELECT DISTINCT h.symbol FROM investment_holdings h JOIN investments i ON i.id = h.investment_id
       JOIN baskets b ON b.id = i.basket_id WHERE b.adviser_id = $1 AND i.status = 'active'`,
    [adviserId],
  );
  const prices = await file.t.market.ltp(symbols.map((s) => s.symbol));
  const { rows } = await file.t.db.query<{ basket_hash: string; value: number }>(
    `SELECT b.basket_hash, coalesce(sum(round(h.quantity * coalesce(p.price::numeric, h.average_price), 2)), 0)::float8 AS value
       FROM baskets b
       LEFT JOIN investments i ON i.basket_id = b.id AND i.status = 'active'
       LEFT JOIN investment_holdings h ON h.investment_id = i.id AND h.quantity > 0
       LEFT JOIN jsonb_each_text($2::jsonb) AS p(symbol, price) ON p.symbol = h.symbol
      WHERE b.adviser_id = $1 GROUP BY b.basket_hash`,
    [adviserId, JSON.stringify(prices)],
  );
  return new Map(rows.map((r) => [r.basket_hash, r.value]));
}

describe('GET studio/dashboard/', () => {
  it("gives the seed adviser their five baskets, figures equal to SQL's sums", async () => {
    const a = await api.get<StudioDashboardBody>(PATH, adviserToken);
    expect([a.status, a.head.status]).toEqual([200, 0]);
    expect(a.headers.get('x-cache-scope')).toBe('private');
    const { baskets, totals } = a.body;
    expect(a.body.adviser.name).toBe('Sahyadri Wealth Advisors');
    expect(baskets).toHaveLength(5);
    const { rows: statuses } = await file.t.db.query<{ status: string; n: number }>(
      'SELECT status, count(*)::int AS n FROM baskets WHERE adviser_id = $1 GROUP BY status',
      [adviserId],
    );
    for (const s of statuses) expect(totals.by_status[s.status as 'draft']).toBe(s.n);
    expect(totals.by_status.draft).toBeGreaterThan(0);
    expect(totals.by_status.hidden).toBeGreaterThan(0);

    const { rows: counts } = await file.t.db.query<{ basket_hash: string; investors: number }>(
      `SELECT b.basket_hash, count(DISTINCT i.user_id) FILTER (WHERE i.status = 'active')::int AS investors
         FROM baskets b LEFT JOIN investments i ON i.basket_id = b.id WHERE b.adviser_id = $1 GROUP BY b.basket_hash`,
      [adviserId],
    );
    const assets = await assetsInSql();
    for (const c of counts) {
      const row = baskets.find((b) => b.basket_hash === c.basket_hash)!;
      expect(row.investors).toBe(c.investors);
      expect(row.assets_under_advice).toBeCloseTo(assets.get(c.basket_hash)!, 2);
    }
    expect([...assets.values()].filter((v) => v > 0)).toHaveLength(2);
    expect(totals.subscribers).toBeGreaterThan(0);
    expect(totals.assets_under_advice).toBeCloseTo(
      [...assets.values()].reduce((s, v) => s + v, 0),
      2,
    );
    const { rows: head } = await file.t.db.query<{ subscribers: number; investors: number }>(
      `SELECT (SELECT count(DISTINCT s.user_id)::int FROM subscriptions s JOIN plans p ON p.id = s.plan_id
                WHERE p.adviser_id = $1 AND s.starts_at <= now()
                  AND (CASE WHEN s.refund_amount > 0 THEN least(s.cancelled_at, s.expires_at) ELSE s.expires_at END) > now()) AS subscribers,
              (SELECT count(DISTINCT i.user_id)::int FROM investments i JOIN baskets b ON b.id = i.basket_id
                WHERE b.adviser_id = $1 AND i.status = 'active') AS investors`,
      [adviserId],
    );
    expect(totals.subscribers).toBe(head[0]!.subscribers);
    expect(totals.investors).toBe(head[0]!.investors);
  });

  it('gives launched baskets returns beside the benchmark, drafts none, and a next rebalance but when closed', async () => {
    const { body } = await api.get<StudioDashboardBody>(PATH, adviserToken);
    for (const b of body.baskets) {
      if (b.status === 'draft') expect(b.return_percent).toBeNull();
      if (b.status === 'published') {
        expect(typeof b.return_percent).toBe('number');
        expect(typeof b.benchmark_return_percent).toBe('number');
      }
      if (b.status === 'closed') expect(b.next_rebalance).toBeNull();
      else expect(b.next_rebalance).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const upcoming = body.upcoming_rebalances.map((u) => u.date);
    expect(upcoming).toEqual([...upcoming].sort());
    const live = body.baskets.filter((b) => b.status === 'published' || b.status === 'hidden');
    expect(body.upcoming_rebalances.map((u) => u.basket_hash).sort()).toEqual(live.map((b) => b.basket_hash).sort());
  });

  it('answers 401 to a visitor and 404 to an investor, private either way', async () => {
    const visitor = await api.get(PATH);
    expect(visitor.status).toBe(401);
    const investor = await testUser(file.t);
    const a = await api.get(PATH, investor.token);
    expect(a.status).toBe(404);
    expect(a.headers.get('x-cache-scope')).toBe('private');
  });

  it('never answers 5xx to garbage', async () => {
    for (const q of ['?basket_hash=%00', '?x=' + 'a'.repeat(5000), '?status[]=1&status=%ff']) {
      expect((await api.get(PATH + q, adviserToken)).status).toBeLessThan(500);
    }
    expect((await api.postRaw(PATH, '{"a":', 'application/json', adviserToken)).status).toBeLessThan(500);
  });
});

describe('the cost of the dashboard', () => {
  it('is the same number of queries for eight baskets as for five (no query per basket)', async () => {
    const spy = vi.spyOn(file.t.db, 'query');
    const queriesOf = async () => {
      spy.mockClear();
      expect((await api.get(PATH, adviserToken)).status).toBe(200);
      return spy.mock.calls.length;
    };
    await queriesOf();
    const five = await queriesOf();
    for (const status of ['published', 'closed', 'hidden'] as const)
      await insertBasket(file.t.db, adviserId, { status });
    // New baskets miss the performance memo: one query reads every basket's versions at once.
    const eightCold = await queriesOf();
    const eight = await queriesOf();
    spy.mockRestore();
    expect(eight).toBe(five);
    expect(eightCold).toBe(five + 1);
  });
});

describe('nextRebalanceDate', () => {
  it('is the first NSE trading day of the next month, or of the next quarter month', () => {
    // 2026-11-20 (the test clock): December 1st is a Tuesday; 1 January 2027 is a Friday.
    expect(nextRebalanceDate(nseCalendar, '2026-11-20', 'monthly')).toBe('2026-12-01');
    expect(nextRebalanceDate(nseCalendar, '2026-11-20', 'quarterly')).toBe('2027-01-01');
    // 1 August 2026 is a Saturday: Monday the 3rd.
    expect(nextRebalanceDate(nseCalendar, '2026-07-15', 'monthly')).toBe('2026-08-03');
    // In a quarter month itself, the next quarter's: from 1 January, April.
    expect(nextRebalanceDate(nseCalendar, '2027-01-01', 'quarterly')).toBe('2027-04-01');
    expect(nextRebalanceDate(nseCalendar, '2026-12-31', 'monthly')).toBe('2027-01-01');
  });
});
