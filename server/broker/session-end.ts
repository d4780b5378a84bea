import { istParts, istWallTime } from '#contract/locale/ist';

/** The next 06:00 IST after `now`: when a session's access token ends, as Indian brokers' do (Kite's daily flush). */
export function nextSixAmIst(now: Date): Date {
  const { year, month, day } = istParts(now);
  const six = istWallTime(year, month, day, 6);
  return six > now ? six : istWallTime(year, month, day + 1, 6);
}
