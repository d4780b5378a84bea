import type { ComplaintEvent } from '#contract/complaints/types';
import { STATUS_LABELS } from '#contract/complaints/rules';
import { formatDate } from '#contract/locale/format';
import * as styles from './complaints.css';

const whose = (e: ComplaintEvent, team: string) => (e.by === 'team' ? team : 'You');

function headline(e: ComplaintEvent, team: string) {
  if (e.kind === 'filed') return `${whose(e, team)} filed the complaint`;
  if (e.kind === 'reply') return `${whose(e, team)} replied`;
  if (e.kind === 'answer') return `${whose(e, team)} answered`;
  return `${whose(e, team)} changed the status`;
}

/**
 * What happened to a complaint, oldest first: filing, each answer with its text, replies, status
 * moves. `team` names the company's side ('Our team' to the investor, 'Team' to admins); `investor`
 * replaces 'You' on the admin side.
 */
export function ComplaintHistory({
  history,
  team = 'Our team',
  investor,
}: {
  history: ComplaintEvent[];
  team?: string;
  investor?: string;
}) {
  return (
    <ol className={styles.history} aria-label="History">
      {history.map((e) => {
        const title = headline(e, team).replace(/^You/, investor ?? 'You');
        const moved = e.to_status && e.from_status !== e.to_status ? e.to_status : null;
        return (
          <li key={e.id} className={e.by === 'team' ? `${styles.event} ${styles.teamEvent}` : styles.event}>
            <p className={styles.meta}>
              {formatDate(e.at)} · {title}
              {moved ? ` · Status: ${STATUS_LABELS[moved]}` : ''}
            </p>
            {e.text ? <p className={styles.body}>{e.text}</p> : null}
          </li>
        );
      })}
    </ol>
  );
}
