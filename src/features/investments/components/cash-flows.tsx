import type { CashFlow } from '#contract/investments/types';
import { formatDate } from '#contract/locale/format';
import { DataTable, type DataColumn } from '#src/components/ui/data-table';
import { signedRupees, toneOf } from '../investment-figures';
import { cashFlowDays } from '../cash-flow-days';
import { investmentMessages, investmentPageMessages as m } from '../messages';
import * as styles from './investments.css';

type Day = ReturnType<typeof cashFlowDays>[number];

/** Three short columns fit a phone as a table. */
const columns: DataColumn<Day>[] = [
  { header: m.date, cell: (f) => <time dateTime={f.at}>{formatDate(f.at)}</time> },
  { header: m.kind, cell: (f) => investmentMessages.flowKinds[f.kind] },
  {
    header: m.amount,
    numeric: true,
    cellClass: (f) => styles.tone[toneOf(f.amount)],
    cell: (f) => signedRupees(f.amount),
  },
];

/** The money that went in and came out, a row per day and kind, newest first: what the XIRR is computed over. */
export function CashFlows({ flows }: { flows: CashFlow[] }) {
  const rows = cashFlowDays(flows);
  return (
    <section className={styles.section} aria-labelledby="inv-flows">
      <h2 id="inv-flows" className={styles.sectionTitle}>
        {m.cashFlows}
      </h2>
      <DataTable
        rows={rows}
        columns={columns}
        caption={m.cashFlowsCaption}
        rowKey={(f, i) => `${f.at}-${f.kind}-${i}`}
        rowHeader={false}
        cardsBelow="never"
        empty={m.noFlows}
      />
    </section>
  );
}
