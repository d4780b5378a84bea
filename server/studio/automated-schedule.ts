import type { RebalanceFrequency } from '#contract/baskets/types';
import type { TradingCalendar } from '../market/trading-calendar';
import type { IsoDate } from '../market/ist';

const QUARTER_MONTHS = new Set(['01', '04', '07', '10']);

/**
 * Whether `date` is a rebalance date (docs/studio.md, "Automated baskets"): the first NSE trading day
 * of the month (monthly), or of January, April, July and October (quarterly).
 */
export function isRebalanceDate(calendar: TradingCalendar, date: IsoDate, frequency: RebalanceFrequency): boolean {
  if (!calendar.isTradingDay(date)) return false;
  const month = date.slice(5, 7);
  if (frequency === 'quarterly' && !QUARTER_MONTHS.has(month)) return false;
  return calendar.previousTradingDay(date).slice(0, 7) !== date.slice(0, 7);
}
