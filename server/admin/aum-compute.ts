import type { Queryable } from '../db/database';
import type { IsoDate } from '../market/ist';
import type { MarketData } from '../market/market-data';
import { valueProblem } from '../investments/investment-figures';
import { log } from '../log';
import { roundToPaisa } from '#contract/money/paise';

/** One adviser's assets under advice at one day's close. */
export interface AumEntry {
  adviserId: number;
  day: IsoDate;
  /** Rupees, to the paisa. */
  aum: number;
  investments: number;
}

interface HoldingRow {
  adviser_id: number;
  investment_id: number;
  created_at: Date;
  closed_at: Date | null;
  symbol: string;
  quantity: number;
}

/** Each symbol's close on each of the days, from the market's daily bars. */
async function closes(market: MarketData, symbols: string[], from: IsoDate, to: IsoDate) {
  const out = new Map<string, Map<IsoDate, number>>();
  await Promise.all(
    symbols.map(async (symbol) => {
      const bars = (await market.history(symbol, { from, to })) ?? [];
      out.set(symbol, new Map(bars.map((b) => [b.date, b.close])));
    }),
  );
  return out;
}

/**
 * Assets under advice per adviser at the close of each of `days` (trading days, in order): the sum
 * of quantity × that day's close over the holdings of the investments in the adviser's baskets that
 * were active at the close (made before it, not closed by it). Every adviser gets a row per day,
 * zero included. Quantities are the holdings as they stand now: the daily job, run at each close,
 * records the day exactly; a backfill of past days is an estimate (docs/admin.md, "AUM ledger").
 * An investment whose value at a close is impossible (over ₹100 crore, docs/investments.md
 * "Impossible figures") is left out of that day, with one warning for the run.
 */
export async function computeAum(db: Queryable, market: MarketData, days: IsoDate[]): Promise<AumEntry[]> {
  if (days.length === 0) return [];
  const closeOf = (day: IsoDate) => market.calendar.sessionOf(day)!.closesAt;
  const first = closeOf(days[0]!);
  const last = closeOf(days[days.length - 1]!);
  const [advisers, holdings] = await Promise.all([
    db.query<{ id: number }>(`SELECT id FROM advisers ORDER BY id`),
    db.query<HoldingRow>(
      `SELECT b.adviser_id, i.id AS investment_id, i.created_at, i.closed_at, h.symbol, h.quantity
         FROM investments i
         JOIN baskets b ON b.id = i.basket_id
         JOIN investment_holdings h ON h.investment_id = i.id
        WHERE i.created_at <= $2 AND (i.closed_at IS NULL OR i.closed_at > $1) AND h.quantity > 0`,
      [first, last],
    ),
  ]);
  const symbols = [...new Set(holdings.rows.map((h) => h.symbol))];
  const prices = await closes(market, symbols, days[0]!, days[days.length - 1]!);
  const entries: AumEntry[] = [];
  const skipped = new Map<number, string>();
  for (const day of days) {
    const close = closeOf(day).getTime();
    const byInvestment = new Map<number, { adviserId: number; value: number }>();
    for (const h of holdings.rows) {
      if (new Date(h.created_at).getTime() > close) continue;
      if (h.closed_at && new Date(h.closed_at).getTime() <= close) continue;
      const price = prices.get(h.symbol)?.get(day) ?? 0;
      const held = byInvestment.get(h.investment_id) ?? { adviserId: h.adviser_id, value: 0 };
      held.value += h.quantity * price;
      byInvestment.set(h.investment_id, held);
    }
    const value = new Map<number, number>();
    const counted = new Map<number, number>();
    for (const [investmentId, held] of byInvestment) {
      const problem = valueProblem(held.value);
      if (problem) {
        skipped.set(investmentId, problem);
        continue;
      }
      value.set(held.adviserId, (value.get(held.adviserId) ?? 0) + held.value);
      counted.set(held.adviserId, (counted.get(held.adviserId) ?? 0) + 1);
    }
    for (const { id } of advisers.rows) {
      const aum = roundToPaisa(value.get(id) ?? 0);
      entries.push({ adviserId: id, day, aum, investments: counted.get(id) ?? 0 });
    }
  }
  if (skipped.size) {
    log.warn('AUM ledger: investments skipped, impossible figures', {
      investments: [...skipped].map(([id, reason]) => ({ id, reason })),
    });
  }
  return entries;
}
