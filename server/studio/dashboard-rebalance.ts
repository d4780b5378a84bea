import type { RebalanceFrequency } from '#contract/baskets/types';
import type { IsoDate } from '../market/ist';
import type { TradingCalendar } from '../market/trading-calendar';

/** The months a quarterly basket rebalances in (January, April, July, October). */
const QUARTER_MONTHS = [1, 4, 7, 10] as const;

const monthStart = (year: number, month: number): IsoDate =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;

/** The first NSE trading day of the month (a holiday or weekend on the 1st moves it on). */
function firstTradingDayOf(calendar: TradingCalendar, year: number, month: number): IsoDate {
  const first = monthStart(year, month);
  return calendar.isTradingDay(first) ? first : calendar.nextTradingDay(first);
}

/**
 * A basket's next rebalance date (docs/studio.md, "Dashboard"; decision 0174): monthly, the first
 * trading day of the next month; quarterly, the first trading day of the next of January, April, July
 * or October after this month. Always after `today`'s month, so a rebalance day in progress is not "next".
 */
export function nextRebalanceDate(calendar: TradingCalendar, today: IsoDate, frequency: RebalanceFrequency): IsoDate {
  const [year, month] = today.split('-').map(Number) as [number, number];
  let index = year * 12 + (month - 1) + 1;
  if (frequency === 'quarterly') {
    while (!(QUARTER_MONTHS as readonly number[]).includes((index % 12) + 1)) index += 1;
  }
  return firstTradingDayOf(calendar, Math.floor(index / 12), (index % 12) + 1);
}
