import { formatDate, formatPrice } from '#contract/locale/format';
import { FEE_MODE_NAMES } from '#contract/compliance/family';
import { toCsv, type CsvCell } from '../spreadsheets/csv';
import { pdfDocument, type PdfLine } from '../pdf/pdf-document';
import type { ClientRecords, RecordSection } from './records-store';
import type { ClientListRow } from './client-list';

/** The records' CSV columns (docs/compliance-fees.md, "Records"). */
export const RECORD_COLUMNS = ['Section', 'Date', 'Reference', 'Description', 'Amount (INR)', 'Status'] as const;
export const CLIENT_LIST_COLUMNS = [
  'Client',
  'Name',
  'PAN',
  'Family members',
  'Fee mode',
  'Fee mode since',
  'Fixed fees a year (INR)',
  'Family cap (INR)',
  'Cap used (%)',
] as const;

const SECTIONS: readonly RecordSection[] = ['Risk profile', 'Agreement', 'Invoice', 'Refund', 'Advice', 'Complaint'];

export const recordsCsv = (r: ClientRecords): string =>
  toCsv([
    RECORD_COLUMNS,
    ...r.lines.map((l): CsvCell[] => [l.section, l.at, l.reference, l.description, l.amount, l.status]),
  ]);

const capUsed = (row: ClientListRow) => Math.round((row.fixed_fees_a_year / row.cap) * 10_000) / 100;

export const clientListCsv = (rows: readonly ClientListRow[]): string =>
  toCsv([
    CLIENT_LIST_COLUMNS,
    ...rows.map((r): CsvCell[] => [
      r.user_id,
      r.name,
      r.pan,
      r.members,
      r.fee_mode ? FEE_MODE_NAMES[r.fee_mode] : null,
      r.fee_mode_since,
      r.fixed_fees_a_year,
      r.cap,
      capUsed(r),
    ]),
  ]);

const heading = (title: string, who: string, at: Date): PdfLine[] => [
  { text: title, size: 16, bold: true },
  { text: who },
  { text: `Generated ${formatDate(at)}`, size: 8 },
];

/** The client's records as a PDF: one part per section, each line dated, amounts in rupees to the paisa. */
export function recordsPdf(r: ClientRecords, at: Date): Promise<Buffer> {
  const who = r.adviser ? `${r.adviser.name} (SEBI registration ${r.adviser.sebi_registration})` : 'All advisers';
  const lines: PdfLine[] = [
    ...heading(`Records of ${r.client.name}`, `${who} · client ${r.client.user_id} · PAN ${r.client.pan ?? '-'}`, at),
  ];
  for (const section of SECTIONS) {
    const mine = r.lines.filter((l) => l.section === section);
    lines.push({ text: section, size: 12, bold: true, gap: 1 });
    if (mine.length === 0) lines.push({ text: 'None.' });
    for (const l of mine)
      lines.push(
        { text: `${formatDate(l.at)} · ${l.reference} · ${l.status}`, bold: true, size: 9, gap: 0.3 },
        { text: l.amount === null ? l.description : `${l.description} · ${formatPrice(l.amount)}`, size: 9 },
      );
  }
  return pdfDocument(`Records of ${r.client.name}`, lines);
}

/** The adviser's client list as a PDF: each client's fee mode and family cap usage. */
export function clientListPdf(
  adviser: { name: string; sebi_registration: string },
  rows: readonly ClientListRow[],
  at: Date,
): Promise<Buffer> {
  const lines: PdfLine[] = [
    ...heading(`Clients of ${adviser.name}`, `SEBI registration ${adviser.sebi_registration}`, at),
  ];
  if (rows.length === 0) lines.push({ text: 'No clients yet.', gap: 1 });
  for (const r of rows)
    lines.push(
      { text: `${r.name} · client ${r.user_id} · PAN ${r.pan ?? '-'}`, bold: true, gap: 0.5 },
      {
        text:
          `Fee mode: ${r.fee_mode ? `${FEE_MODE_NAMES[r.fee_mode]} since ${formatDate(r.fee_mode_since)}` : 'none yet'}` +
          ` · family members declared: ${r.members} · fixed fees ${formatPrice(r.fixed_fees_a_year)} a year of ` +
          `${formatPrice(r.cap)} (${capUsed(r)}%)`,
        size: 9,
      },
    );
  return pdfDocument(`Clients of ${adviser.name}`, lines);
}
