import type { AuditEntry } from '#contract/impersonation/rules';
import * as styles from './lac.css';
import { formatDateTime } from '#src/lib/format/date-time';

const ENDED: Record<NonNullable<AuditEntry['endReason']>, string> = {
  exit: 'exited',
  expired: 'ended at its time',
  logout: 'ended by signing out',
};

/** One client view in the audit log: who, whom, why, when, and its calls. */
export function AuditEntryCard({ entry }: { entry: AuditEntry }) {
  return (
    <li className={styles.entry} data-testid="audit-entry">
      <strong>
        {entry.staff.name} viewed as {entry.client.name}
      </strong>
      <span className={styles.muted}>
        {entry.staff.email} → {entry.client.email}
      </span>
      <span>Reason: {entry.reason}</span>
      <span>
        Started {formatDateTime(entry.startedAt)};{' '}
        {entry.endedAt && entry.endReason
          ? `${ENDED[entry.endReason]} ${formatDateTime(entry.endedAt)}`
          : `open until ${formatDateTime(entry.expiresAt)}`}
      </span>
      {entry.calls.length > 0 ? (
        <details>
          <summary>{entry.calls.length} calls</summary>
          <ol className={styles.calls}>
            {entry.calls.map((c, i) => (
              <li key={i}>
                {c.method} {c.path} → {c.status}
              </li>
            ))}
          </ol>
        </details>
      ) : (
        <span className={styles.muted}>No calls.</span>
      )}
    </li>
  );
}
