import { beforeAll, describe, expect, it } from 'vitest';
import { testServerPerFile } from '../test-server-per-file';
import { API } from '#contract/http/api-paths';
import type { AumLedgerBody } from '#contract/admin/types';

import { blogCaller } from '../blog/testing/blog-test-client';
import { starfolio } from '../baskets/testing/basket-seed-fixtures';
import { testAdmin } from './testing/admin-test-users';
import { fillAumLedger } from './aum-job';

const file = testServerPerFile();
let api: ReturnType<typeof blogCaller>;
let admin: Awaited<ReturnType<typeof testAdmin>>;
beforeAll(async () => {
  api = blogCaller(file.t, starfolio);
  admin = await testAdmin(file.t);
});

/** Each adviser's AUM on `day`, straight from SQL: holdings × the day's close, for investments active at the close. */
async function directAum(day: string) {
  const close = file.t.market.calendar.sessionOf(day)!.closesAt;
  const symbols = await file.t.db.query<{ symbol: string }>(`SELECT DISTINCT symbol FROM investment_holdings`);
  const prices: [string, number][] = [];
  for (const { symbol } of symbols.rows) {
    const bar = (await file.t.market.history(symbol, { from: day, to: day }))?.[0];
    if (bar) prices.push([symbol, bar.close]);
  }
  const values = prices.map((_, i) => `($${i * 2 + 2}::text, $${i * 2 + 3}::numeric)`).join(', ');
  const { rows } = await file.t.db.query<{ adviser_id: number; aum: string; n: number }>(
    `WITH p(symbol, close) AS (VALUES ${values})
     SELECT a.id AS adviser_id,
            coalesce(round(sum(h.quantity * p.close), 2), 0)::text AS aum,
            count(DISTINCT i.id)::int AS n
       FROM advisers a
       LEFT JOIN baskets b ON b.adviser_id = a.id
       LEFT JOIN investments i ON i.basket_id = b.id AND i.created_at <= $1
                               AND (i.closed_at IS NULL OR i.closed_at > $1)
       LEFT JOIN investment_holdings h ON h.investment_id = i.id AND h.quantity > 0
       LEFT JOIN p ON p.symbol = h.symbol
      WHERE h.investment_id IS NOT NULL OR i.id IS NULL
      GROUP BY a.id ORDER BY a.id`,
    [close, ...prices.flat()],
  );
  return rows;
}

describe('the AUM ledger', () => {
  it('backfills the window once, then writes nothing twice', async () => {
    const written = await fillAumLedger(file.t.db, file.t.market, 10);
    const advisers = (await file.t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM advisers`)).rows[0]!.n;
    const to = file.t.market.historyBounds().to;
    const days = file.t.market.calendar.tradingDaysBetween(
      new Date(Date.parse(to) - 10 * 86400000).toISOString().slice(0, 10),
      to,
    );
    expect(written).toBe(advisers * days.length);
    expect(await fillAumLedger(file.t.db, file.t.market, 10)).toBe(0);
    // Two processes at once: the key keeps one row per adviser and day.
    await file.t.db.query(`DELETE FROM aum_ledger WHERE day = $1`, [to]);
    const [x, y] = await Promise.all([
      fillAumLedger(file.t.db, file.t.market, 10),
      fillAumLedger(file.t.db, file.t.market, 10),
    ]);
    expect(x + y).toBe(advisers);
  });

  it('equals holdings × closes computed directly in SQL for the seed', async () => {
    const day = file.t.market.historyBounds().to;
    const direct = await directAum(day);
    const { rows } = await file.t.db.query<{ adviser_id: number; aum: string; investments: number }>(
      `SELECT adviser_id, aum::text, investments FROM aum_ledger WHERE day = $1 ORDER BY adviser_id`,
      [day],
    );
    expect(rows.map((r) => [r.adviser_id, Number(r.aum), r.investments])).toEqual(
      direct.map((r) => [r.adviser_id, Number(r.aum), r.n]),
    );
    // The seed investor's investments make the figure meaningful.
    expect(rows.some((r) => Number(r.aum) > 0)).toBe(true);
  });

  it('lists by range and adviser with totals, and exports CSV', async () => {
    const to = file.t.market.historyBounds().to;
    const top = await file.t.db.query<{ slug: string; aum: number }>(
      `SELECT a.slug, l.aum::float8 AS aum FROM aum_ledger l JOIN advisers a ON a.id = l.adviser_id
        WHERE l.day = $1 ORDER BY l.aum DESC LIMIT 1`,
      [to],
    );
    const { slug, aum } = top.rows[0]!;
    const a = await api.get<AumLedgerBody>(`${API.admin.aumLedger}?from=${to}&to=${to}&adviser=${slug}`, admin.token);
    expect(a.status).toBe(200);
    expect(a.body.rows).toEqual([
      expect.objectContaining({ day: to, adviser: expect.objectContaining({ slug }), aum }),
    ]);
    expect(a.body.totals).toMatchObject({ latestDay: to, latestAum: aum, days: 1 });
    const res = await file.t.request(starfolio, api.url(`${API.admin.aumLedger}?from=${to}&to=${to}&format=csv`), {
      headers: { KEY: admin.token },
    });
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="aum-ledger-/);
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines[0]).toBe('Date,Adviser,Adviser slug,Investments,AUM (INR)');
    expect(lines.some((l) => l.startsWith(to) && l.includes(`,${slug},`) && l.endsWith(aum.toFixed(2)))).toBe(true);
  });
});
