import type { ImportJobBody } from '#contract/client-import';
import { Button } from '#src/components/ui/button';
import * as styles from './import.css';

/** The refused rows of one page: row number, field and reason, with the pages around it. */
export function RefusedRows({ job, onPage }: { job: ImportJobBody; onPage: (page: number) => void }) {
  if (job.refused === 0) return <p className={styles.muted}>No row was refused.</p>;
  return (
    <>
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-label="Refused rows table">
        <table className={styles.table}>
          <thead>
            <tr>
              <th className={styles.cell} scope="col">
                Row
              </th>
              <th className={styles.cell} scope="col">
                Field
              </th>
              <th className={styles.cell} scope="col">
                Reason
              </th>
            </tr>
          </thead>
          <tbody>
            {job.refusals.map((r) => (
              <tr key={`${r.row}-${r.field}`} data-row={r.row}>
                <td className={styles.cell}>{r.row}</td>
                <td className={styles.cell}>{r.field}</td>
                <td className={styles.cell}>{r.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {job.refusalsPages > 1 ? (
        <nav className={styles.row} aria-label="Refused rows pages">
          <Button variant="secondary" disabled={job.refusalsPage <= 1} onClick={() => onPage(job.refusalsPage - 1)}>
            Previous
          </Button>
          <span>
            Page {job.refusalsPage} of {job.refusalsPages}
          </span>
          <Button
            variant="secondary"
            disabled={job.refusalsPage >= job.refusalsPages}
            onClick={() => onPage(job.refusalsPage + 1)}
          >
            Next
          </Button>
        </nav>
      ) : null}
    </>
  );
}
