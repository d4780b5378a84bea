import { istParts, istWallTime } from '#contract/locale/ist';

/** The next hour:minute IST after `now`. */
function nextIstTime(now: Date, hour: number, minute: number): Date {
  const { year, month, day } = istParts(now);
  const at = istWallTime(year, month, day, hour, minute);
  return at > now ? at : istWallTime(year, month, day + 1, hour, minute);
}

/** The next 06:00 IST after `now`: when a session's access token ends, as Indian brokers' do (Kite's daily flush). */
export const nextSixAmIst = (now: Date): Date => nextIstTime(now, 6, 0);

/** The next 03:30 IST after `now`: when an Upstox access token ends, whenever it was made. */
export const nextHalfPastThreeIst = (now: Date): Date => nextIstTime(now, 3, 30);
