import { clockText, type ComplaintClock } from '#contract/complaints/clock';
import { formatDate } from '#contract/locale/format';
import * as styles from './complaints.css';

/** SEBI's 21-day clock of one complaint: its due date and the days left, or how it ended. */
export function ComplaintClockLine({ clock }: { clock: ComplaintClock }) {
  const text = clockText(clock);
  return (
    <p className={clock.overdue ? `${styles.clock} ${styles.overdue}` : styles.clock}>
      Due {formatDate(clock.dueOn)}: {text}
    </p>
  );
}
