import { istDateOf } from '#contract/locale/ist';
import { COMPLAINT_LIMITS } from './rules';

/** SEBI's resolution clock of one complaint, in calendar days of India's time zone (docs/complaints.md). */
export interface ComplaintClock {
  /** YYYY-MM-DD, the day it was received (Asia/Kolkata). */
  filedOn: string;
  /** filedOn + 21 calendar days. */
  dueOn: string;
  /** Days from today (or the day the clock stopped) to dueOn; negative once overdue. */
  daysLeft: number;
  overdue: boolean;
  /** The day it was resolved or closed, when the clock stopped; null while it runs. */
  stoppedOn: string | null;
}

const DAY = 86_400_000;

/** The calendar day, in India, of an instant: YYYY-MM-DD. */
export const indianDay = (at: Date | string) => istDateOf(at);

const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY);
const dayOf = (n: number) => new Date(n * DAY).toISOString().slice(0, 10);

export function complaintClock(filedAt: Date | string, stoppedAt: Date | string | null, now: Date): ComplaintClock {
  const filedOn = indianDay(filedAt);
  const due = dayNumber(filedOn) + COMPLAINT_LIMITS.resolutionDays;
  const stoppedOn = stoppedAt ? indianDay(stoppedAt) : null;
  const daysLeft = due - dayNumber(stoppedOn ?? indianDay(now));
  return { filedOn, dueOn: dayOf(due), daysLeft, overdue: daysLeft < 0, stoppedOn };
}

/** The clock in words: '5 days left', 'Due today', 'Overdue by 2 days', 'Resolved in time'. */
export function clockText(clock: ComplaintClock): string {
  const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;
  if (clock.stoppedOn) return clock.overdue ? `Answered ${days(-clock.daysLeft)} late` : 'Answered in time';
  if (clock.overdue) return `Overdue by ${days(-clock.daysLeft)}`;
  if (clock.daysLeft === 0) return 'Due today';
  return `${days(clock.daysLeft)} left`;
}
