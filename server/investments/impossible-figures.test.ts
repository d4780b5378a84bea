import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testServerPerFile } from '../test-server-per-file';
import type { InvestmentDetailsBody, InvestmentsBody, MyBasketsSummaryBody } from '#contract/investments/types';
import { INVESTMENT } from './investment-messages';
import type { StudioDashboardBody } from '#contract/studio/types';
import { computeAum } from '../admin/aum-compute';
import { blogCaller } from '../blog/testing/blog-test-client';
import { createSession } from '../auth/session';
import { log } from '../log';

import { insertInvestment, starfolio, testUser } from './testing/investment-test-fixtures';

// Rows already in a database whose figures are impossible (docs/investments.md, "Impossible figures"):
// the review's forged fill left 1,000,008 DRREDDY shares worth ₹178 crore, and every read of the
// investor's portfolio answered 500. Planted here straight in the tables, as a seed or an old bug leaves them.
const file = testServerPerFile({ responseCache: { ttlSeconds: 0 } });
let api: ReturnType<typeof blogCaller>;
let adviser: { id: number; token: string };
let baskets: { basket: string; version: number; name: string }[];
let user: Awaited<ReturnType<typeof testUser>>;
let good: { hash: string; value: number };
let forged: string;
let hugeFlow: string;
let aumBefore: number;

beforeAll(async () => {
  api = blogCaller(file.t, starfolio);
  const { rows } = await file.t.db.query<{ user_id: number; id: number }>(
    `SELECT u.id AS user_id, a.id FROM users u JOIN advisers a ON a.user_id = u.id WHERE u.email = 'adviser@example.com'`,
  );
  const session = await createSession(file.t.db, file.t.jwtSecret, {
    userId: rows[0]!.user_id,
    brand: 'starfolio',
    ttlSeconds: 600,
  });
  adviser = { id: rows[0]!.id, token: session.token };
  ({ rows: baskets } = await file.t.db.query<{ basket: string; version: number; name: string }>(
    `SELECT b.basket_hash AS basket, b.name, max(v.version)::int AS version FROM baskets b
       JOIN basket_versions v ON v.basket_id = b.id
      WHERE b.adviser_id = $1 AND b.status = 'published' GROUP BY b.id HAVING max(v.version) >= 2
      ORDER BY b.id LIMIT 3`,
    [adviser.id],
  ));
  aumBefore = (await api.get<StudioDashboardBody>('studio/dashboard/', adviser.token)).body.totals.assets_under_advice;

  user = await testUser(file.t);
  const price = (await file.t.market.ltp(['RELIANCE'])).RELIANCE!;
  const ok = await insertInvestment(file.t, user.id, {
    ...at(0),
    holdings: [{ symbol: 'RELIANCE', quantity: 10, average_price: price }],
    flows: [{ kind: 'buy', amount: -10 * price, at: '2026-05-04T10:30:00+05:30' }],
  });
  good = { hash: ok.hash, value: Math.round(10 * price * 100) / 100 };
  forged = (
    await insertInvestment(
      file.t,
      user.id,
      {
        // A version behind: its pending rebalance can be asked for.
        ...at(1, -1),
        holdings: [{ symbol: 'DRREDDY', quantity: 1_000_008, average_price: 0.05 }],
        flows: [{ kind: 'buy', amount: -50_000.4, at: '2026-05-04T10:30:00+05:30' }],
      },
      ok.linkId,
    )
  ).hash;
  hugeFlow = (
    await insertInvestment(
      file.t,
      user.id,
      {
        ...at(2),
        holdings: [{ symbol: 'INFY', quantity: 1, average_price: 1500 }],
        flows: [{ kind: 'buy', amount: -2_000_000_000, at: '2026-05-04T10:30:00+05:30' }],
      },
      ok.linkId,
    )
  ).hash;
});
afterEach(() => vi.restoreAllMocks());

const at = (i: number, behind = 0) => ({ basket: baskets[i]!.basket, version: baskets[i]!.version + behind });
const skippedOf = (names: number[], hashes: string[]) =>
  hashes.map((investment, k) => ({ investment, basket_name: baskets[names[k]!]!.name }));

const warnings = (msg: string) => {
  const warn = vi.spyOn(log, 'warn');
  return () => warn.mock.calls.filter(([m]) => m === msg).map(([, fields]) => fields);
};

describe('an investment whose figures are impossible', () => {
  it('is left out of the investments list, which answers the others and names it, with one warning', async () => {
    const logged = warnings('investments skipped: impossible figures');
    const a = await api.get<InvestmentsBody>('my-baskets/investments/', user.token);
    expect(a.status).toBe(200);
    expect(a.body.investments.map((i) => i.investment)).toEqual([good.hash]);
    expect(a.body.investments[0]!.current_value).toBe(good.value);
    expect(a.body.skipped_investments).toHaveLength(2);
    expect(a.body.skipped_investments).toEqual(expect.arrayContaining(skippedOf([1, 2], [forged, hugeFlow])));
    expect(logged()).toEqual([
      {
        user: user.id,
        investments: expect.arrayContaining([
          expect.objectContaining({ investment: forged, reason: expect.stringMatching(/^The current value must be/) }),
          expect.objectContaining({ investment: hugeFlow, reason: expect.stringMatching(/^A buy cash flow must be/) }),
        ]),
      },
    ]);
  });

  it('is left out of the summary, whose totals are the others’', async () => {
    const a = await api.get<MyBasketsSummaryBody>('my-baskets/summary/', user.token);
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({ investments: 1, invested: good.value, current_value: good.value, profit_loss: 0 });
    expect(a.body.skipped_investments).toHaveLength(2);
  });

  it('answers its own page and chart with a 409 that says why; the others’ pages are as before', async () => {
    for (const path of [
      `my-baskets/investment/?investment=${forged}`,
      `my-baskets/performance-chart/?investment=${forged}`,
    ]) {
      const a = await api.get(path, user.token);
      expect(a.status).toBe(409);
      expect(a.head.message).toBe(INVESTMENT.figuresImpossible);
    }
    const b = await api.get<InvestmentDetailsBody>(`my-baskets/investment/?investment=${good.hash}`, user.token);
    expect(b.status).toBe(200);
    expect(b.body.current_value).toBe(good.value);
  });

  it('is refused, with the same 409, by the exit and the rebalance, which work on its holdings', async () => {
    for (const a of [
      await api.get(`investment/close/?investment=${forged}`, user.token),
      await api.post('investment/close/', { investment: forged, client_key: 'exit-forged-1' }, user.token),
      await api.get(`rebalance/details/?investment=${forged}`, user.token),
      await api.post(
        'rebalance/accept/',
        { investment: forged, mode: 'ADJUST_ALL_STOCK', client_key: 'rebalance-forged-1' },
        user.token,
      ),
    ]) {
      expect(a.status).toBe(409);
      expect(a.head.message).toBe(INVESTMENT.figuresImpossible);
    }
  });

  it('is left out of the adviser’s assets under advice, which names it', async () => {
    const logged = warnings('studio dashboard: investments skipped, impossible figures');
    const a = await api.get<StudioDashboardBody>('studio/dashboard/', adviser.token);
    expect(a.status).toBe(200);
    // The good investment and the one with an impossible cash flow but a possible value (₹1,500 of INFY) count.
    const infy = (await file.t.market.ltp(['INFY'])).INFY!;
    expect(a.body.totals.assets_under_advice).toBeCloseTo(aumBefore + good.value + infy, 2);
    expect(a.body.skipped_investments).toEqual([
      { investment: forged, basket_hash: baskets[1]!.basket, basket_name: baskets[1]!.name },
    ]);
    expect(logged()).toHaveLength(1);
  });

  it('is left out of the AUM ledger’s day', async () => {
    const logged = warnings('AUM ledger: investments skipped, impossible figures');
    const day = '2026-11-19';
    const entry = (await computeAum(file.t.db, file.t.market, [day])).find((e) => e.adviserId === adviser.id)!;
    const { rows } = await file.t.db.query<{ n: number }>(
      `SELECT count(DISTINCT i.id)::int AS n FROM investments i JOIN baskets b ON b.id = i.basket_id
         JOIN investment_holdings h ON h.investment_id = i.id
        WHERE b.adviser_id = $1 AND i.status = 'active' AND h.quantity > 0 AND i.created_at <= $2`,
      [adviser.id, file.t.market.calendar.sessionOf(day)!.closesAt],
    );
    expect(entry.investments).toBe(rows[0]!.n - 1);
    expect(entry.aum).toBeLessThan(1_000_000_000);
    expect(logged()).toHaveLength(1);
  });
});
