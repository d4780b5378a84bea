import type { OrderLine, Trade } from '#contract/trading/types';
import { istDateOf } from '../market/ist';
import type { MarketData } from '../market/market-data';
import { buyLine } from './buy-preview';

/** What fix-investment-qty-v2 says when it will not repair (docs/trading.md, "Repair"). */
export const REPAIR = {
  nothing: 'Every order of this investment’s last trade was filled: there is nothing to repair.',
  alreadyRepaired: 'This investment’s last trade is already a repair: it cannot be repaired again.',
  stillOpen: 'This investment’s last trade still has open orders. Wait for them to finish or cancel them.',
  tooLate: 'A trade can be repaired only on the day it was placed or the next trading day.',
} as const;

/**
 * The lines that would buy what the investment's latest trade left short (partly filled, rejected or
 * cancelled buy lines), at today's last prices; or why it cannot be repaired now: only the latest
 * trade, only once, only when it is done, and only on its own day or the next trading day.
 */
export async function repairPlan(
  market: Pick<MarketData, 'calendar' | 'now' | 'ltp' | 'instrument'>,
  latest: Trade | undefined,
): Promise<OrderLine[] | string> {
  if (!latest) return REPAIR.nothing;
  if (latest.kind === 'repair') return REPAIR.alreadyRepaired;
  if (latest.status === 'placing' || latest.status === 'open') return REPAIR.stillOpen;
  const short = latest.lines.filter((l) => l.side === 'BUY' && l.quantity > (l.filled_quantity ?? 0));
  if (latest.kind === 'exit' || !short.length) return REPAIR.nothing;
  const placedOn = istDateOf(new Date(latest.created_at));
  const today = istDateOf(market.now());
  if (today !== placedOn && today !== market.calendar.nextTradingDay(placedOn)) return REPAIR.tooLate;
  const prices = await market.ltp(short.map((l) => l.symbol));
  return short
    .filter((l) => prices[l.symbol] !== undefined)
    .map((l) => buyLine(market, l.symbol, l.quantity - (l.filled_quantity ?? 0), prices[l.symbol]!, null));
}
