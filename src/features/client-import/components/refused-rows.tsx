import { PageNav } from '#src/components/ui/page-nav';
import * as styles from './import.css';

export interface RefusedPage {
  /** Rows refused in all. */
  refused: number;
  refusals: readonly { row: number; field: string; reason: string }[];
  page: number;
  pages: number;
}

/** The refused rows of one page (an import's, a rebalance sheet's): row number, field and reason, with the pages around it. */
export function RefusedRows({ rows, onPage }: { rows: RefusedPage; onPage: (page: number) => void }) {
  if (rows.refused === 0) return <p className={styles.muted}>No row was refused.</p>;
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
            {rows.refusals.map((r) => (
              <tr key={`${r.row}-${r.field}`} data-row={r.row}>
                <td className={styles.cell}>{r.row}</td>
                <td className={styles.cell}>{r.field}</td>
                <td className={styles.cell}>{r.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <PageNav label="Refused rows pages" page={rows.page} pages={rows.pages} onPage={onPage} className={styles.row} />
    </>
  );
}
