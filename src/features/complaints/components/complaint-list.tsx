import type { AdminComplaintSummary, ComplaintSummary } from '#contract/complaints/types';
import { STATUS_LABELS, categoryLabel } from '#contract/complaints/rules';
import { formatDate } from '#contract/locale/format';
import { Link } from '#src/lib/navigation';
import { ComplaintClockLine } from './complaint-clock';
import * as styles from './complaints.css';

/** Complaints as cards: reference (a link), category, status, filing date and the clock. */
export function ComplaintList({
  complaints,
  admin = false,
}: {
  complaints: (ComplaintSummary | AdminComplaintSummary)[];
  admin?: boolean;
}) {
  return (
    <ul className={styles.list}>
      {complaints.map((c) => (
        <li key={c.reference} className={styles.card}>
          {admin ? (
            <Link className={styles.cardLink} to="/admin/complaints/$reference/" params={{ reference: c.reference }}>
              {c.reference}
            </Link>
          ) : (
            <Link className={styles.cardLink} to="/account/complaints/$reference/" params={{ reference: c.reference }}>
              {c.reference}
            </Link>
          )}
          <p className={styles.meta}>
            {categoryLabel(c.category)} · {STATUS_LABELS[c.status]} · Filed {formatDate(c.created_at)}
            {'investor' in c ? ` · ${c.investor.name || c.investor.email}` : ''}
          </p>
          <p className={styles.meta}>{c.excerpt}</p>
          <ComplaintClockLine clock={c.clock} />
        </li>
      ))}
    </ul>
  );
}
