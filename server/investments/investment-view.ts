import type { Holding, InvestmentSummary } from '#contract/investments/types';
import type { IsoDate } from '../market/ist';
import type { MarketData } from '../market/market-data';
import type { InvestmentFigures } from './investment-figures';
import type { HoldingRow, InvestmentRow } from './investment-store';
import { roundToPaisa } from '#contract/money/paise';

/** The holdings at last prices, heaviest first, each with its weight in the investment's value. */
export function holdingsAt(market: MarketData, rows: readonly HoldingRow[], prices: Record<string, number>): Holding[] {
  const valued = rows.map((h) => {
    const last = prices[h.symbol] ?? h.average_price;
    return {
      symbol: h.symbol,
      name: market.instrument(h.symbol)?.name ?? h.symbol,
      quantity: h.quantity,
      average_price: h.average_price,
      last_price: last,
      value: roundToPaisa(h.quantity * last),
    };
  });
  const total = valued.reduce((s, h) => s + h.value, 0);
  return valued
    .map((h) => ({ ...h, weight: total > 0 ? roundToPaisa((h.value / total) * 100) : 0 }))
    .sort((a, b) => b.value - a.value || a.symbol.localeCompare(b.symbol));
}

export const currentValueOf = (holdings: readonly Holding[]) => roundToPaisa(holdings.reduce((s, h) => s + h.value, 0));

/** The stop-loss's trigger: `percent` below the invested value (docs/investments.md, "Stop-loss"). */
export const stoplossTrigger = (invested: number, percent: number) => roundToPaisa(invested * (1 - percent / 100));

/** Whether the value has fallen to or below the trigger now. */
export const stoplossBreachedNow = (invested: number, currentValue: number, percent: number) =>
  invested > 0 && currentValue < stoplossTrigger(invested, percent);

/** The target alert's value: `percent` above the invested value (docs/investments.md, "Target alert"). */
export const targetValue = (invested: number, percent: number) => roundToPaisa(invested * (1 + percent / 100));

/** Whether the value is at or above the target now. */
export const targetReachedNow = (invested: number, currentValue: number, percent: number) =>
  invested > 0 && currentValue >= targetValue(invested, percent);

/** One investment's summary from its row, its figures and the market day (IST) the SIP is due against. */
export function investmentSummary(row: InvestmentRow, figures: InvestmentFigures, today: IsoDate): InvestmentSummary {
  const sip =
    row.sip_frequency && row.sip_next_due
      ? {
          frequency: row.sip_frequency,
          amount: row.sip_amount!,
          day: row.sip_day!,
          next_due: row.sip_next_due,
          due: row.status === 'active' && row.sip_next_due <= today,
        }
      : null;
  const stoploss =
    row.stoploss_percent === null
      ? null
      : {
          percent: row.stoploss_percent,
          trigger_value: stoplossTrigger(figures.invested, row.stoploss_percent),
          breached: row.stoploss_breached_at !== null,
        };
  const target =
    row.target_percent === null
      ? null
      : {
          percent: row.target_percent,
          target_value: targetValue(figures.invested, row.target_percent),
          reached:
            row.target_reached_at !== null ||
            targetReachedNow(figures.invested, figures.current_value, row.target_percent),
        };
  return {
    investment: row.investment_hash,
    basket_hash: row.basket_hash,
    basket_name: row.basket_name,
    adviser_name: row.adviser_name,
    broker_id: row.broker_id,
    status: row.status,
    invested: figures.invested,
    current_value: figures.current_value,
    profit_loss: figures.profit_loss,
    paid_in: figures.paid_in,
    taken_out: figures.taken_out,
    returns_percent: figures.returns_percent,
    held_a_year: figures.held_a_year,
    xirr_percent: figures.xirr_percent,
    rebalance_pending: row.status === 'active' && row.rebalance_pending,
    sip: row.status === 'active' ? sip : null,
    stoploss: row.status === 'active' ? stoploss : null,
    target: row.status === 'active' ? target : null,
    needs_repair: row.status === 'active' && row.needs_repair,
    started_at: row.created_at,
    closed_at: row.closed_at,
  };
}
