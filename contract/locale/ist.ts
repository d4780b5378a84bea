/**
 * India Standard Time: India keeps one time zone, UTC+05:30, with no daylight saving, so a fixed offset
 * is exact. The one place the offset is written; the market's calendar (server/market/ist.ts), the
 * complaint clock, invoice years and the display format build on it.
 */

/** IST is UTC+05:30 all year. */
export const IST_OFFSET_MINUTES = 330;
export const IST_OFFSET_MS = IST_OFFSET_MINUTES * 60_000;
/** The offset as ISO 8601 writes it after a wall time: '2026-03-05T09:15:00+05:30'. */
export const IST_OFFSET_ISO = '+05:30';

/** The IST wall clock of an instant, as a Date whose UTC fields read IST's (for getUTC…, toISOString). */
export const istWallClock = (at: Date | string | number): Date => new Date(new Date(at).getTime() + IST_OFFSET_MS);

/** The IST calendar date of an instant: 'YYYY-MM-DD'. */
export const istDateOf = (at: Date | string | number): string => istWallClock(at).toISOString().slice(0, 10);

export interface IstParts {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** An instant's year, month (1–12), day, hour and minute in IST. */
export function istParts(at: Date | string | number): IstParts {
  const wall = istWallClock(at);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
  };
}

/** The instant at an IST wall time (month 1–12); hours and minutes past the day roll over as Date.UTC does. */
export const istWallTime = (year: number, month: number, day: number, hour = 0, minute = 0): Date =>
  new Date(Date.UTC(year, month - 1, day, hour, minute) - IST_OFFSET_MS);
