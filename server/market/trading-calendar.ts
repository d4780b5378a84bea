import type { ExchangeHoliday, SpecialSession, SpecialSessionKind } from './calendar-types';
import { NSE_HOLIDAYS_2019_2024 } from './data/holidays-2019-2024';
import { NSE_HOLIDAYS_2025, NSE_HOLIDAYS_2026, NSE_HOLIDAYS_2027 } from './data/holidays-2025-2027';
import { NSE_SPECIAL_SESSIONS } from './data/special-sessions';
import { addDays, dayNumber, isWeekend, istDateOf, istInstant, type IsoDate } from './ist';

/** The normal market of the NSE equity segment, IST. */
export const REGULAR_OPEN = '09:15';
export const REGULAR_CLOSE = '15:30';

export interface TradingSession {
  date: IsoDate;
  kind: 'regular' | SpecialSessionKind;
  /** IST wall times 'HH:MM'. */
  open: string;
  close: string;
  opensAt: Date;
  closesAt: Date;
  /** The special session's name (Muhurat trading, Union Budget…). */
  name?: string;
}

export interface TradingCalendar {
  isTradingDay(date: IsoDate): boolean;
  /** The day's normal-market session, or null when the market is shut all day. */
  sessionOf(date: IsoDate): TradingSession | null;
  /** The exchange holiday on this date, if the exchange declared one (a Muhurat day is both). */
  holidayOn(date: IsoDate): ExchangeHoliday | undefined;
  /** The session in progress at an instant (open ≤ instant < close), or null. */
  sessionAt(instant: Date): TradingSession | null;
  /** The latest session that had opened by this instant (it may since have closed). */
  latestSessionStarted(instant: Date): TradingSession;
  /** The next session open strictly after `from`. */
  nextSessionOpen(from: Date): Date;
  /** The last trading day strictly before `date`. */
  previousTradingDay(date: IsoDate): IsoDate;
  /** The first trading day strictly after `date`. */
  nextTradingDay(date: IsoDate): IsoDate;
  /** Trading days from `from` to `to`, both included, in order. */
  tradingDaysBetween(from: IsoDate, to: IsoDate): IsoDate[];
}

/** No gap between sessions is this long; a longer search means the data or the date is wrong. */
const MAX_GAP_DAYS = 30;

export function createTradingCalendar(data: {
  holidays: readonly ExchangeHoliday[];
  specialSessions: readonly SpecialSession[];
}): TradingCalendar {
  const holidays = new Map(data.holidays.map((h) => [h.date, h]));
  const specials = new Map(data.specialSessions.map((s) => [s.date, s]));
  const cache = new Map<IsoDate, TradingSession | null>();

  function build(date: IsoDate): TradingSession | null {
    const special = specials.get(date);
    if (special) {
      const { kind, open, close, name } = special;
      return { date, kind, open, close, opensAt: istInstant(date, open), closesAt: istInstant(date, close), name };
    }
    if (isWeekend(date) || holidays.has(date)) return null;
    return {
      date,
      kind: 'regular',
      open: REGULAR_OPEN,
      close: REGULAR_CLOSE,
      opensAt: istInstant(date, REGULAR_OPEN),
      closesAt: istInstant(date, REGULAR_CLOSE),
    };
  }

  function sessionOf(date: IsoDate): TradingSession | null {
    let session = cache.get(date);
    if (session === undefined) {
      session = build(date);
      if (cache.size > 20_000) cache.clear();
      cache.set(date, session);
    }
    return session;
  }

  function step(date: IsoDate, by: 1 | -1): IsoDate {
    let d = date;
    for (let i = 0; i < MAX_GAP_DAYS; i++) {
      d = addDays(d, by);
      if (sessionOf(d)) return d;
    }
    throw new RangeError(`no trading day within ${MAX_GAP_DAYS} days ${by > 0 ? 'after' : 'before'} ${date}`);
  }

  const previousTradingDay = (date: IsoDate) => step(date, -1);
  const nextTradingDay = (date: IsoDate) => step(date, 1);

  return {
    isTradingDay: (date) => sessionOf(date) !== null,
    sessionOf,
    holidayOn: (date) => holidays.get(date),
    sessionAt(instant) {
      const s = sessionOf(istDateOf(instant));
      return s && s.opensAt <= instant && instant < s.closesAt ? s : null;
    },
    latestSessionStarted(instant) {
      const today = istDateOf(instant);
      const s = sessionOf(today);
      if (s && s.opensAt <= instant) return s;
      return sessionOf(previousTradingDay(today))!;
    },
    nextSessionOpen(from) {
      const today = istDateOf(from);
      const s = sessionOf(today);
      if (s && s.opensAt > from) return s.opensAt;
      return sessionOf(nextTradingDay(today))!.opensAt;
    },
    previousTradingDay,
    nextTradingDay,
    tradingDaysBetween(from, to) {
      const days: IsoDate[] = [];
      const last = dayNumber(to);
      for (let d = from, n = dayNumber(from); n <= last; d = addDays(d, 1), n++) {
        if (sessionOf(d)) days.push(d);
      }
      return days;
    },
  };
}

export const NSE_HOLIDAYS: readonly ExchangeHoliday[] = [
  ...NSE_HOLIDAYS_2019_2024,
  ...NSE_HOLIDAYS_2025,
  ...NSE_HOLIDAYS_2026,
  ...NSE_HOLIDAYS_2027,
];

/** The NSE calendar as data: weekends, the holidays above, the special sessions. */
export const nseCalendar = createTradingCalendar({ holidays: NSE_HOLIDAYS, specialSessions: NSE_SPECIAL_SESSIONS });
