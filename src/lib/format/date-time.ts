import { DISPLAY_TIME_ZONE, MISSING } from '#contract/locale/format';
import { lazyDateTimeFormat } from './lazy-format';

/**
 * Instants as the app shows them: always in India's time (DISPLAY_TIME_ZONE), whatever the device's
 * zone. Calendar days alone are contract/locale/format.ts formatDate; the next order window's
 * "Monday 23 Nov, 9:15 AM" is features/trading/next-window.ts. Each formatter is made on its first use:
 * a page that shows no time never pays for the browser's locale data (decision 0304).
 */

const timeFormat = lazyDateTimeFormat({
  timeZone: DISPLAY_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** The time of day in India, as '11:02 AM'. */
export function timeOfDay(iso: string | number): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return MISSING;
  return timeFormat()
    .format(date)
    .replace(/\s*(am|pm)$/i, (_, p: string) => ` ${p.toUpperCase()}`);
}

const dateTimeFormat = lazyDateTimeFormat({
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: DISPLAY_TIME_ZONE,
});

/** A date and time in India, as staff read it in lists and logs: '20 Nov 2026, 11:02 am'. */
export const formatDateTime = (iso: string | number | Date): string => dateTimeFormat().format(new Date(iso));

const clockFormat = lazyDateTimeFormat({
  hour: '2-digit',
  minute: '2-digit',
  timeZone: DISPLAY_TIME_ZONE,
});

/** Hours and minutes in India, two digits each: '09:15 am'. */
export const formatClock = (iso: string | number | Date): string => clockFormat().format(new Date(iso));
