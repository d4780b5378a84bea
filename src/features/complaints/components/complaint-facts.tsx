import type { ComplaintDetail } from '#contract/complaints/types';
import { STATUS_LABELS, categoryLabel } from '#contract/complaints/rules';
import { formatDate } from '#contract/locale/format';
import { ComplaintClockLine } from './complaint-clock';
import * as styles from './complaints.css';

/** Reference, category, status, filing date and SEBI's clock, then what the investor wrote. */
export function ComplaintFacts({ complaint: c, investor }: { complaint: ComplaintDetail; investor?: string }) {
  return (
    <>
      <dl className={styles.facts}>
        <dt>Reference</dt>
        <dd>{c.reference}</dd>
        {investor ? (
          <>
            <dt>Investor</dt>
            <dd>{investor}</dd>
          </>
        ) : null}
        <dt>Category</dt>
        <dd>{categoryLabel(c.category)}</dd>
        <dt>Status</dt>
        <dd>{STATUS_LABELS[c.status]}</dd>
        <dt>Filed</dt>
        <dd>{formatDate(c.created_at)}</dd>
        <dt>Resolution clock</dt>
        <dd>
          <ComplaintClockLine clock={c.clock} />
        </dd>
      </dl>
      <h2>Complaint</h2>
      <p className={styles.body}>{c.text}</p>
    </>
  );
}
