import { MISSING } from '#contract/locale/format';

const timeFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** The time of day in India, as '11:02 AM'. */
export function timeOfDay(iso: string | number): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return MISSING;
  return timeFormat.format(date).replace(/\s*(am|pm)$/i, (_, p: string) => ` ${p.toUpperCase()}`);
}
