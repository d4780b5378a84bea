import { formatDate, formatRupees } from '#contract/locale/format';
import type { DealerReportBody, ReportCell, ReportColumn } from '#contract/dealer/types';
import { DataTable, type DataColumn } from '#src/components/ui/data-table';

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

/** Money and statuses are what a report's reader looks for first; on a phone a card shows them first. */
const columnsOf = (report: DealerReportBody): DataColumn<Record<string, ReportCell>>[] =>
  report.columns.map((c) => ({
    header: c.label,
    numeric: right(c),
    emphasis: c.kind === 'money' || c.kind === 'status' ? 'key' : undefined,
    cell: (row) => shown(c, row[c.key] ?? null),
  }));

/** A report's rows (and the summary's overall line); on a phone each row is a card. */
export function ReportTable({ report, title }: { report: DealerReportBody; title: string }) {
  return (
    <DataTable
      rows={report.rows}
      columns={columnsOf(report)}
      rowKey={(_, i) => i}
      rowHeader={false}
      foot={report.totals ?? undefined}
      regionLabel={`${title} table`}
    />
  );
}
