import type { CashFlow, InvestmentChartBody } from '#contract/investments/types';
import type { Queryable } from '../db/database';
import { yearsBefore } from '../baskets/performance/dates';
import { istDateOf, type IsoDate } from '../market/ist';
import type { MarketData } from '../market/market-data';
import { investedBy } from './investment-figures';
import type { InvestmentRow } from './investment-store';
import { performancePoints, sampledDays, type Fill } from './performance-points';

const YEARS = { '1yr': 1, '3yr': 3, '5yr': 5 } as const;
type Period = keyof typeof YEARS;

async function fillsOf(db: Queryable, investmentId: number): Promise<Fill[]> {
  const { rows } = await db.query<{ symbol: string; side: 'BUY' | 'SELL'; quantity: number; at: Date | string }>(
    `SELECT o.symbol, o.side, o.filled_quantity AS quantity, o.updated_at AS at
       FROM trade_orders o JOIN trades t ON t.id = o.trade_id
      WHERE t.investment_id = $1 AND o.filled_quantity > 0`,
    [investmentId],
  );
  return rows.map((r) => ({ symbol: r.symbol, side: r.side, quantity: r.quantity, date: istDateOf(new Date(r.at)) }));
}

/**
 * The investment's value against invested money over the period (docs/investments.md, "Chart"),
 * rebuilt from its orders' fills, its cash flows and the market's closing prices: no point before the
 * investment started, the last one today at last prices (or the day it closed).
 */
export async function performanceChart(
  db: Queryable,
  market: MarketData,
  row: InvestmentRow,
  cashFlows: readonly CashFlow[],
  period: Period,
): Promise<InvestmentChartBody> {
  const now = market.now();
  const today = istDateOf(row.closed_at ? new Date(row.closed_at) : now);
  const started = istDateOf(new Date(row.created_at));
  const from = [started, yearsBefore(today, YEARS[period])].sort().at(-1)!;
  const fills = await fillsOf(db, row.id);
  const days = sampledDays(market.calendar.tradingDaysBetween(from, today), period !== '1yr');
  const symbols = [...new Set(fills.map((f) => f.symbol))];
  const closes = new Map<string, Map<IsoDate, number>>();
  await Promise.all(
    symbols.map(async (s) => {
      const bars = (await market.history(s, { from, to: today })) ?? [];
      closes.set(s, new Map(bars.map((b) => [b.date, b.close])));
    }),
  );
  // Today's session has no close yet: last prices stand in while the investment is open.
  if (!row.closed_at && days.at(-1) === today && symbols.length) {
    const prices = await market.ltp(symbols);
    for (const [s, p] of Object.entries(prices)) closes.get(s)?.set(today, p);
  }
  const points = performancePoints({
    days,
    fills,
    closes,
    investedBy: (day) => investedBy(cashFlows.filter((f) => istDateOf(new Date(f.at)) <= day)),
  });
  return { investment: row.investment_hash, period, points };
}
