import { IST_OFFSET_ISO, istWallClock } from '#contract/locale/ist';

/**
 * Kite Connect writes instants as IST wall times without a zone, 'YYYY-MM-DD HH:MM:SS' (order,
 * session and postback timestamps). The postback checksum covers that exact text.
 */
export const kiteTimestamp = (at: Date): string => istWallClock(at).toISOString().slice(0, 19).replace('T', ' ');

/** The instant of a Kite timestamp; an invalid Date for anything else. */
export const fromKiteTimestamp = (text: string): Date =>
  /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)
    ? new Date(`${text.replace(' ', 'T')}${IST_OFFSET_ISO}`)
    : new Date(NaN);

/**
 * The instant of a timestamp the official client turned into a Date: it parses Kite's zone-less text
 * as the server's local time, so the local fields still read the IST wall time Kite wrote.
 */
export function fromClientDate(d: Date): Date {
  const p = (n: number) => String(n).padStart(2, '0');
  const date = `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
  return fromKiteTimestamp(`${date} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`);
}
