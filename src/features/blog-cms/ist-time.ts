/** India's offset; India has no daylight saving. */
const IST_OFFSET = '+05:30';

/** A datetime-local value ('2026-11-23T18:30'), read as India's time, as ISO 8601 with its offset; null if unreadable. */
export function istLocalToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const iso = `${value}:00${IST_OFFSET}`;
  return Number.isNaN(Date.parse(iso)) ? null : iso;
}

/** An instant as a datetime-local value in India's time. */
export function isoToIstLocal(iso: string): string {
  const shifted = new Date(Date.parse(iso) + 330 * 60_000);
  return shifted.toISOString().slice(0, 16);
}
