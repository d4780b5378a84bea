import { istDateOf, isIsoDate } from './ist';

/** Where the market's "now" comes from: MARKET_NOW fixes it (demos, tests), otherwise it is the real time. */
export interface MarketClock {
  now(): Date;
  /** True when MARKET_NOW stands the clock still. */
  readonly fixed: boolean;
}

/** The span the simulator is built for: the calendar holds holidays from 2019, and history reaches six years back. */
export const MARKET_NOW_EARLIEST = '2025-01-01';
export const MARKET_NOW_LATEST = '2030-12-31';

const MARKET_NOW_SHAPE = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-](\d{2}):(\d{2}))$/;

/**
 * Parses MARKET_NOW: an ISO 8601 date-time with its time zone, e.g. 2025-10-21T10:30:00+05:30 or
 * 2025-10-21T05:00:00Z. Returns the instant, or the one-line reason it is refused.
 */
export function parseMarketNow(value: string): { instant: Date } | { problem: string } {
  const problem = (why: string) => ({
    problem:
      `MARKET_NOW must be an ISO date-time with a time zone (e.g. 2025-10-21T10:30:00+05:30) from ` +
      `${MARKET_NOW_EARLIEST} to ${MARKET_NOW_LATEST} IST: ${why} (got "${value}")`,
  });
  const m = MARKET_NOW_SHAPE.exec(value);
  if (!m) return problem('not of that form (a time zone, Z or ±HH:MM, is required)');
  const [, date, hh, mm, ss = '0', , zh = '0', zm = '0'] = m;
  const inRange = Number(hh) < 24 && Number(mm) < 60 && Number(ss) < 60 && Number(zh) <= 14 && Number(zm) < 60;
  if (!isIsoDate(date!) || !inRange) return problem('no such date or time');
  const instant = new Date(Date.parse(value));
  const istDate = istDateOf(instant);
  if (istDate < MARKET_NOW_EARLIEST || istDate > MARKET_NOW_LATEST) return problem('outside that span');
  return { instant };
}

export function createMarketClock(fixedAt?: Date): MarketClock {
  if (!fixedAt) return { now: () => new Date(), fixed: false };
  const at = fixedAt.getTime();
  return { now: () => new Date(at), fixed: true };
}
