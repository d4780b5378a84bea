import { TRADING } from '#contract/trading/messages';
import { IST_OFFSET_MINUTES, istDateOf, weekdayOf, type IsoDate } from '../../market/ist';
import type { TradingCalendar, TradingSession } from '../../market/trading-calendar';

/**
 * Orders close this many minutes before a session's close: 3:25 PM for the regular 3:30 PM close
 * (docs/trading-rules.md, "Order window").
 */
export const ORDER_CUTOFF_MINUTES = 5;

export interface OrderWindow {
  open: boolean;
  /** TRADING.outsideWindow when closed (exact; docs/trading.md, "The order window"); null when open. */
  message: string | null;
  /** The next time the window opens, strictly after `now` (while open: the next session's open). */
  nextOpen: Date;
  /**
   * While closed, when that day's session or the next one is special (Muhurat trading, a weekend Budget day): its
   * hours as TRADING.specialSession (docs/trading-rules.md, "Special sessions"). Absent otherwise.
   */
  session?: string;
}

/**
 * Whether orders are accepted at `now` (docs/trading-rules.md, "Order window"; decision 0101): from a trading
 * session's open to ORDER_CUTOFF_MINUTES before its close, both ends included to the millisecond — 9:15:00 AM to
 * 3:25:00 PM IST on a regular day, so 3:25:00 PM is accepted and 3:25:01 PM is not. Special sessions in the
 * calendar (a weekend Budget day, Muhurat trading) follow the same rule with their own hours.
 */
export function orderWindow(calendar: TradingCalendar, now: Date): OrderWindow {
  const session = calendar.sessionOf(istDateOf(now));
  const lastOrder = session && new Date(session.closesAt.getTime() - ORDER_CUTOFF_MINUTES * 60_000);
  const open = session !== null && session.opensAt <= now && now <= lastOrder!;
  const nextOpen = calendar.nextSessionOpen(now);
  if (open) return { open, message: null, nextOpen };
  const special = [session, calendar.sessionOf(istDateOf(nextOpen))].find((s) => s && s.kind !== 'regular');
  return {
    open,
    message: TRADING.outsideWindow,
    nextOpen,
    ...(special ? { session: specialSessionLine(special) } : {}),
  };
}

/** A special session's hours for the investor: its day, its name, its first and last minute for orders. */
function specialSessionLine(session: TradingSession): string {
  const lastOrder = new Date(session.closesAt.getTime() - ORDER_CUTOFF_MINUTES * 60_000);
  return TRADING.specialSession(
    dayOf(session.date),
    session.name ?? 'a special session',
    clockOf(session.opensAt),
    clockOf(lastOrder),
  );
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** An IST date as the investor reads it: 'Monday 23 Nov'. */
function dayOf(date: IsoDate): string {
  const [, month, day] = date.split('-').map(Number);
  return `${WEEKDAYS[weekdayOf(date)]} ${day} ${MONTHS[month! - 1]}`;
}

/** An instant's IST wall clock: '9:15 AM', '6:55 PM'. */
function clockOf(instant: Date): string {
  const minutes = Math.floor(instant.getTime() / 60_000 + IST_OFFSET_MINUTES);
  const ofDay = ((minutes % 1440) + 1440) % 1440;
  const [hours, mins] = [Math.floor(ofDay / 60), ofDay % 60];
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(mins).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** An instant as IST for TRADING.nextWindow: 'Monday 23 Nov, 9:15 AM', 'Sunday 8 Nov, 6:00 PM'. */
export function formatNextOpen(instant: Date): string {
  return `${dayOf(istDateOf(instant))}, ${clockOf(instant)}`;
}
