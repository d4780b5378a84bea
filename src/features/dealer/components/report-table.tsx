import { formatDate, formatRupees } from '#contract/locale/format';
import type { DealerReportBody, ReportCell, ReportColumn } from '#contract/dealer/types';
import * as styles from './dealer.css';

const STATUS_WORDS: Record<string, string> = {
  'link-sent': 'Link sent',
  'link-expired': 'Link expired',
  created: 'Started',
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  active: 'Active',
  closed: 'Closed',
  applied: 'Applied',
  ignored: 'Ignored',
};

export const statusWord = (s: string) => STATUS_WORDS[s] ?? s;

function shown(column: ReportColumn, v: ReportCell): string {
  if (v === null || v === '') return '-';
  if (column.kind === 'money') return formatRupees(Number(v), { maxFractionDigits: 2 });
  if (column.kind === 'date') return formatDate(String(v));
  if (column.kind === 'status') return statusWord(String(v));
  return String(v);
}

const right = (c: ReportColumn) => c.kind === 'money' || c.kind === 'count';

/** A report's rows (and the summary's overall line), in a table that scrolls inside its box when narrow. */
export function ReportTable({ report, title }: { report: DealerReportBody; title: string }) {
  return (
    <div className={styles.tableBox} tabIndex={0} role="region" aria-label={`${title} table`}>
      <table className={styles.table}>
        <thead>
          <tr>
            {report.columns.map((c) => (
              <th key={c.key} scope="col" className={right(c) ? styles.number : styles.cell}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row, i) => (
            <tr key={i}>
              {report.columns.map((c) => (
                <td key={c.key} className={right(c) ? styles.number : styles.cell}>
                  {shown(c, row[c.key] ?? null)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {report.totals ? (
          <tfoot>
            <tr className={styles.totals}>
              {report.columns.map((c) => (
                <td key={c.key} className={right(c) ? styles.number : styles.cell}>
                  {shown(c, report.totals![c.key] ?? null)}
                </td>
              ))}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
