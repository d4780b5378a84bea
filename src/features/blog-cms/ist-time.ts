import { DISPLAY_TIME_ZONE, parseIsoDate } from '#contract/locale/format';

/** A datetime-local value ('2026-11-23T18:30'), read as India's time, as an ISO 8601 instant; null if unreadable. */
export function istLocalToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  // parseIsoDate reads a time without a zone as India's.
  return parseIsoDate(value)?.toISOString() ?? null;
}

const wallClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as a datetime-local value in India's time. */
export function isoToIstLocal(iso: string): string {
  const parts = new Map(wallClock.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${parts.get('year')}-${parts.get('month')}-${parts.get('day')}T${parts.get('hour')}:${parts.get('minute')}`;
}
