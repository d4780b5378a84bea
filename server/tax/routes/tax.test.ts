import { describe, expect, it } from 'vitest';
import { PDFParse } from 'pdf-parse';
import { formatPrice } from '#contract/locale/format';
import { TAX_MESSAGES } from '#contract/tax/messages';
import { TAX_API } from '#contract/tax/tax-paths';
import type { SaleEstimateBody, TaxStatementBody } from '#contract/tax/types';
import { createSession } from '../../auth/session';
import { blogCaller } from '../../blog/testing/blog-test-client';
import {
  brokerLink,
  constituents,
  insertInvestment,
  starfolio,
  testUser,
} from '../../investments/testing/investment-test-fixtures';
import { firstSheetRows } from '../../spreadsheets/xlsx-read';
import { testServerPerFile } from '../../test-server-per-file';
import { TOTAL_LABELS } from '../statement-documents';
import { filledTrade } from '../testing/tax-test-fixtures';

/**
 * The tax calls on a seeded database (docs/tax.md), the market clock at the suites' Friday, 20 November 2026.
 * An investor's own trades, written as fills write them, make a year of sales worked out by hand.
 */
const file = testServerPerFile({ responseCache: { ttlSeconds: 0 } }, (t) => blogCaller(t, starfolio));
const API = TAX_API.tax;

/**
 * Two investments in one demat account, both holding A. FY 2025-26 by hand: sold 120 A on 2025-06-11 at ₹3,000 —
 * 100 bought 2024-06-10 at ₹1,000, twelve months and a day before (long-term, gain ₹2,00,000) and 20 of those bought
 * 2025-01-15 at ₹1,200 (short-term, ₹36,000); sold 200 B on 2025-12-01 at ₹400, bought 2025-09-01 at ₹500 (a
 * short-term loss of ₹20,000); sold 30 A on 2026-01-16 at ₹2,000, the rest of 2025-01-15's (long-term, ₹24,000).
 * Short-term: 36,000 − 20,000 = 16,000 at 20 % = 3,200. Long-term: 2,24,000 − 1,25,000 = 99,000 at 12.5 % = 12,375.
 */
async function investorWithAYear() {
  const u = await testUser(file.t);
  const linkId = await brokerLink(file.t, u.id);
  const [a, b] = (await constituents(file.t, 'midcap-momentum', 5)).map((s) => s.symbol) as [string, string];
  const first = await insertInvestment(
    file.t,
    u.id,
    { basket: 'midcap-momentum', version: 5, holdings: [{ symbol: a, quantity: 25, average_price: 2_400 }] },
    linkId,
  );
  const second = await insertInvestment(
    file.t,
    u.id,
    { basket: 'cash-flow-champions', version: 4, holdings: [{ symbol: a, quantity: 15, average_price: 2_500 }] },
    linkId,
  );
  const trade = (
    investmentId: number,
    date: string,
    side: 'BUY' | 'SELL',
    symbol: string,
    quantity: number,
    price: number,
  ) => filledTrade(file.t, { userId: u.id, linkId, investmentId, date, fills: [{ symbol, side, quantity, price }] });
  await trade(first.id, '2024-06-10', 'BUY', a, 100, 1_000);
  await trade(first.id, '2025-01-15', 'BUY', a, 50, 1_200);
  const sale = await trade(first.id, '2025-06-11', 'SELL', a, 120, 3_000);
  await trade(first.id, '2025-09-01', 'BUY', b, 200, 500);
  await trade(first.id, '2025-12-01', 'SELL', b, 200, 400);
  await trade(first.id, '2026-01-16', 'SELL', a, 30, 2_000);
  await trade(first.id, '2025-11-20', 'BUY', a, 25, 2_400);
  await trade(second.id, '2026-05-04', 'BUY', a, 15, 2_500);
  return { u, a, sale, first, second };
}

const statement = (fy: string, token: string) => file.api.get<TaxStatementBody>(`${API.statement}?fy=${fy}`, token);
const download = (path: string, fy: string, token: string) =>
  file.t.request(starfolio, file.api.url(`${path}?fy=${fy}`), { headers: { KEY: token } });

describe('the capital gains statement', () => {
  it('matches lots first in, first out, splits the terms at twelve months and sets the loss off', async () => {
    const { u, a, sale } = await investorWithAYear();
    const res = await statement('2025-26', u.token);
    expect(res.status).toBe(200);
    const s = res.body;
    expect(s.sales.map((x) => [x.sold_on, x.quantity, x.short_term_gain, x.long_term_gain])).toEqual([
      ['2025-06-11', 120, 36_000, 200_000],
      ['2025-12-01', 200, -20_000, 0],
      ['2026-01-16', 30, 0, 24_000],
    ]);
    expect(s.sales[0]!.trade).toBe(sale);
    expect(s.sales[0]!.lots.map((l) => [l.bought_on, l.quantity, l.cost, l.term])).toEqual([
      ['2024-06-10', 100, 100_000, 'long'],
      ['2025-01-15', 20, 24_000, 'short'],
    ]);
    expect(s.totals).toMatchObject({
      short_term_gains: 36_000,
      short_term_losses: 20_000,
      long_term_gains: 224_000,
      ltcg_exemption_used: 125_000,
      estimated_tax: 15_575,
    });
    expect(s.rates.map((r) => [r.term, r.rate_percent, r.taxable, r.tax])).toEqual([
      ['short', 20, 16_000, 3_200],
      ['long', 12.5, 99_000, 12_375],
    ]);
    // Each trade of the year with its fills and charges; no dividends are recorded.
    expect(s.trades.find((t) => t.trade === sale)?.lines).toEqual([
      { symbol: a, side: 'SELL', quantity: 120, price: 3_000, value: 360_000 },
    ]);
    expect(s.trades.find((t) => t.trade === sale)?.charges.stt).toBe(360);
    expect(s.dividends).toEqual([]);
    // The year before holds no sale, only the purchases' confirmations.
    const before = await statement('2024-25', u.token);
    expect(before.body.sales).toEqual([]);
    expect(before.body.trades).toHaveLength(2);
  });

  it('gives the same totals as XLSX and PDF', async () => {
    const { u } = await investorWithAYear();
    const json = (await statement('2025-26', u.token)).body;
    const xlsx = await download(API.statementXlsx, '2025-26', u.token);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-disposition')).toBe('attachment; filename="capital-gains-2025-26.xlsx"');
    const cells = new Map<string, unknown>();
    for await (const row of firstSheetRows(new Uint8Array(await xlsx.arrayBuffer()))) {
      const values = row.values as unknown[];
      if (typeof values[1] === 'string') cells.set(values[1], values[2]);
    }
    for (const [key, label] of TOTAL_LABELS) expect([label, cells.get(label)]).toEqual([label, json.totals[key]]);

    const pdf = await download(API.statementPdf, '2025-26', u.token);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = (await new PDFParse({ data: new Uint8Array(await pdf.arrayBuffer()) }).getText()).text;
    for (const [key, label] of TOTAL_LABELS)
      expect(text).toContain(`${label.replace(' (INR)', '')}: ${formatPrice(json.totals[key])}`);
    expect(text).toContain(formatPrice(15_575));
  });

  it('refuses a year that is not one, is before the rates table or has not begun, and a visitor', async () => {
    const u = await testUser(file.t);
    for (const [fy, message] of [
      ['2025-27', TAX_MESSAGES.year],
      ['2025', TAX_MESSAGES.year],
      ['2017-18', TAX_MESSAGES.yearBeforeTable],
      ['2027-28', TAX_MESSAGES.yearNotBegun],
    ] as const) {
      const res = await statement(fy, u.token);
      expect([fy, res.status, res.head.message]).toEqual([fy, 400, message]);
      expect((await download(API.statementPdf, fy, u.token)).status).toBe(400);
    }
    expect((await file.api.get(`${API.statement}?fy=2025-26`)).status).toBe(401);
  });

  it("shows the seed investor's own trades of the year, as the database holds them", async () => {
    const { rows } = await file.t.db.query<{ id: number; trades: number }>(
      `SELECT u.id, (SELECT count(*)::int FROM trades t WHERE t.user_id = u.id AND t.status = 'complete'
                       AND t.created_at >= '2026-04-01T00:00:00+05:30') AS trades
         FROM users u WHERE u.email = 'investor@example.com'`,
    );
    const { token } = await createSession(file.t.db, file.t.jwtSecret, {
      userId: rows[0]!.id,
      brand: starfolio.id,
      ttlSeconds: 3600,
    });
    const s = (await statement('2026-27', token)).body;
    expect(rows[0]!.trades).toBeGreaterThan(0);
    expect(s.trades).toHaveLength(rows[0]!.trades);
    expect(s.trades.every((t) => t.charges.total > 0)).toBe(true);
    expect(s.totals.estimated_tax).toBe(0);
  });
});

describe('the estimate before a sale', () => {
  it('sells the demat account’s oldest lots, and counts the days until each short-term lot turns long-term', async () => {
    const { u, a, second } = await investorWithAYear();
    const exit = await file.api.post<SaleEstimateBody>(API.saleEstimate, { investment: second.hash }, u.token);
    expect(exit.status).toBe(200);
    const e = exit.body;
    expect([e.kind, e.sale_date, e.financial_year]).toEqual(['exit', '2026-11-20', '2026-27']);
    // The investment bought its 15 A in May 2026; FIFO in the account sells November 2025's first.
    expect(e.lines[0]!.lots.map((l) => [l.bought_on, l.quantity, l.term, l.long_term_on, l.days_to_long_term])).toEqual(
      [['2025-11-20', 15, 'short', '2026-11-21', 1]],
    );
    const gain = e.lines[0]!.lots[0]!.gain;
    expect(gain).toBe(Math.round((e.lines[0]!.price - 2_400) * 15 * 100) / 100);
    expect(e.short_term_gain).toBe(gain);
    expect(e.tax_before).toBe(0);
    expect(e.tax_after).toBe(Math.max(0, Math.round(gain * 20) / 100));

    const some = await file.api.post<SaleEstimateBody>(
      API.saleEstimate,
      { investment: second.hash, sells: [{ symbol: a, quantity: 12 }] },
      u.token,
    );
    expect(some.body.kind).toBe('rebalance');
    expect(some.body.lines[0]!.lots.map((l) => l.quantity)).toEqual([12]);
  });

  it('refuses a sale beyond the holding, of a stock not held, and of another investor’s investment', async () => {
    const { u, a, second } = await investorWithAYear();
    const estimate = (json: unknown, token = u.token) => file.api.post(API.saleEstimate, json, token);
    const more = await estimate({ investment: second.hash, sells: [{ symbol: a, quantity: 16 }] });
    expect([more.status, more.head.message]).toEqual([400, TAX_MESSAGES.moreThanHeld(a, 15)]);
    const other = await estimate({ investment: second.hash, sells: [{ symbol: 'NOSUCH', quantity: 1 }] });
    expect([other.status, other.head.message]).toEqual([400, TAX_MESSAGES.notHeld('NOSUCH')]);
    const twice = await estimate({
      investment: second.hash,
      sells: [
        { symbol: a, quantity: 1 },
        { symbol: a, quantity: 1 },
      ],
    });
    expect(twice.status).toBe(400);
    expect((await estimate({ investment: second.hash, sells: [{ symbol: a, quantity: 1.5 }] })).status).toBe(400);
    const stranger = await testUser(file.t);
    expect((await estimate({ investment: second.hash }, stranger.token)).status).toBe(404);
  });
});
