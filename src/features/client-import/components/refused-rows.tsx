import { PageNav } from '#src/components/ui/page-nav';
import { DataTable, type DataColumn } from '#src/components/ui/data-table';
import * as styles from './import.css';

export interface RefusedPage {
  /** Rows refused in all. */
  refused: number;
  refusals: readonly { row: number; field: string; reason: string }[];
  page: number;
  pages: number;
}

const columns: DataColumn<RefusedPage['refusals'][number]>[] = [
  { header: 'Row', emphasis: 'key', cell: (r) => r.row },
  { header: 'Field', emphasis: 'key', cell: (r) => r.field },
  { header: 'Reason', cell: (r) => r.reason },
];

/** The refused rows of one page (an import's, a rebalance sheet's): row number, field and reason, with the pages around it. */
export function RefusedRows({ rows, onPage }: { rows: RefusedPage; onPage: (page: number) => void }) {
  if (rows.refused === 0) return <p className={styles.muted}>No row was refused.</p>;
  return (
    <>
      <DataTable
        rows={rows.refusals}
        columns={columns}
        rowKey={(r) => `${r.row}-${r.field}`}
        rowData={(r) => ({ 'data-row': r.row })}
        rowHeader={false}
        cardsBelow="narrow"
        regionLabel="Refused rows table"
      />
      <PageNav label="Refused rows pages" page={rows.page} pages={rows.pages} onPage={onPage} className={styles.row} />
    </>
  );
}
