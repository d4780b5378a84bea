import type { HoldingTerm, TaxStatementBody, YearTotals } from '#contract/tax/types';
import { formatDate, formatPrice } from '#contract/locale/format';
import { pdfDocument, type PdfLine } from '../pdf/pdf-document';
import { xlsxBookBytes, type XlsxCell } from '../spreadsheets/xlsx-write';

/** The statement's totals as both documents list them, in this order (docs/tax.md, "Downloads"). */
export const TOTAL_LABELS: readonly [keyof YearTotals, string][] = [
  ['proceeds', 'Sale value (INR)'],
  ['cost', 'Cost of acquisition (INR)'],
  ['short_term_gains', 'Short-term gains (INR)'],
  ['short_term_losses', 'Short-term losses (INR)'],
  ['long_term_gains', 'Long-term gains (INR)'],
  ['long_term_losses', 'Long-term losses (INR)'],
  ['short_term_loss_against_long_term', 'Short-term loss set off against long-term gains (INR)'],
  ['ltcg_exemption', 'Long-term exemption of the year, s. 112A (INR)'],
  ['ltcg_exemption_used', 'Long-term exemption used (INR)'],
  ['short_term_loss_carried_forward', 'Short-term loss to carry forward (INR)'],
  ['long_term_loss_carried_forward', 'Long-term loss to carry forward (INR)'],
  ['estimated_tax', 'Estimated tax before surcharge and cess (INR)'],
];

const termName = (term: HoldingTerm) => (term === 'short' ? 'Short-term (s. 111A)' : 'Long-term (s. 112A)');

function summaryRows(s: TaxStatementBody): XlsxCell[][] {
  return [
    ['Capital gains statement', `FY ${s.financial_year}`],
    ['From', s.from],
    ['To', s.to],
    ...TOTAL_LABELS.map(([key, label]): XlsxCell[] => [label, s.totals[key]]),
    [],
    ['Term', 'Rate (%)', 'Gains (INR)', 'Set off (INR)', 'Exempt (INR)', 'Taxable (INR)', 'Tax (INR)'],
    ...s.rates.map((r): XlsxCell[] => [
      termName(r.term),
      r.rate_percent,
      r.gains,
      r.set_off,
      r.exempt,
      r.taxable,
      r.tax,
    ]),
    [],
    ...s.notes.map((n): XlsxCell[] => [n]),
  ];
}

const SALE_HEADER = [
  'Sold on',
  'Symbol',
  'Basket',
  'Trade',
  'Quantity',
  'Sale price',
  'Bought on',
  'Buy trade',
  'Buy price',
  'Cost',
  'Sale value',
  'Gain',
  'Term',
  'Shares without a lot',
];
const TRADE_HEADER = ['Date', 'Trade', 'Basket', 'Kind', 'Symbol', 'Side', 'Quantity', 'Price', 'Value'];
const CHARGE_HEADER = ['Date', 'Trade', 'Brokerage', 'STT', 'Exchange', 'SEBI', 'Stamp duty', 'GST', 'Total'];

/** The statement as a workbook: the summary first, then the sales lot by lot, the trades, their charges, dividends. */
export function statementXlsx(s: TaxStatementBody): Promise<Uint8Array> {
  const sales = s.sales.flatMap((sale) =>
    (sale.lots.length ? sale.lots : [undefined]).map((lot): XlsxCell[] => [
      sale.sold_on,
      sale.symbol,
      sale.basket_name,
      sale.trade,
      lot?.quantity ?? 0,
      sale.price,
      lot?.bought_on ?? null,
      lot?.trade ?? null,
      lot?.buy_price ?? null,
      lot?.cost ?? 0,
      lot?.proceeds ?? 0,
      lot?.gain ?? 0,
      lot ? lot.term : null,
      sale.unmatched_quantity,
    ]),
  );
  const trades = s.trades.flatMap((t) =>
    t.lines.map((l): XlsxCell[] => [
      t.date,
      t.trade,
      t.basket_name,
      t.kind,
      l.symbol,
      l.side,
      l.quantity,
      l.price,
      l.value,
    ]),
  );
  const charges = s.trades.map((t): XlsxCell[] => {
    const c = t.charges;
    return [t.date, t.trade, c.brokerage, c.stt, c.exchange, c.sebi, c.stamp, c.gst, c.total];
  });
  return xlsxBookBytes([
    { name: 'Summary', rows: summaryRows(s) },
    { name: 'Sales', rows: [SALE_HEADER, ...sales] },
    { name: 'Trades', rows: [TRADE_HEADER, ...trades] },
    { name: 'Charges', rows: [CHARGE_HEADER, ...charges] },
    {
      name: 'Dividends',
      rows: [['Paid on', 'Symbol', 'Amount'], ...s.dividends.map((d) => [d.paid_on, d.symbol, d.amount])],
    },
  ]);
}

/** The statement as a PDF: the same totals, each sale with its lots, each trade's confirmation and the notes. */
export function statementPdf(s: TaxStatementBody, who: string): Promise<Buffer> {
  const lines: PdfLine[] = [
    { text: `Capital gains statement, FY ${s.financial_year}`, size: 16, bold: true },
    { text: `${who} · ${formatDate(s.from)} to ${formatDate(s.to)}` },
    { text: 'Summary', size: 12, bold: true, gap: 1 },
    ...TOTAL_LABELS.map(([key, label]) => ({ text: `${label.replace(' (INR)', '')}: ${formatPrice(s.totals[key])}` })),
    ...s.rates.map((r) => ({
      text: `${termName(r.term)} at ${r.rate_percent}%: gains ${formatPrice(r.gains)}, set off ${formatPrice(r.set_off)}, exempt ${formatPrice(r.exempt)}, taxable ${formatPrice(r.taxable)}, tax ${formatPrice(r.tax)}`,
      size: 9,
    })),
    { text: 'Sales', size: 12, bold: true, gap: 1 },
  ];
  if (s.sales.length === 0) lines.push({ text: 'No sales in this year.' });
  for (const sale of s.sales) {
    lines.push({
      text: `${formatDate(sale.sold_on)} · ${sale.symbol} · ${sale.quantity} at ${formatPrice(sale.price)} · ${sale.basket_name} · trade ${sale.trade}`,
      bold: true,
      size: 9,
      gap: 0.3,
    });
    for (const l of sale.lots)
      lines.push({
        text: `  ${l.quantity} bought ${formatDate(l.bought_on)} at ${formatPrice(l.buy_price)}: cost ${formatPrice(l.cost)}, value ${formatPrice(l.proceeds)}, gain ${formatPrice(l.gain)} (${l.term}-term)`,
        size: 9,
      });
    if (sale.unmatched_quantity > 0)
      lines.push({ text: `  ${sale.unmatched_quantity} shares without a lot bought here: left out.`, size: 9 });
  }
  lines.push({ text: 'Trade confirmations', size: 12, bold: true, gap: 1 });
  if (s.trades.length === 0) lines.push({ text: 'No trades in this year.' });
  for (const t of s.trades) {
    lines.push({
      text: `${formatDate(t.date)} · ${t.kind} · ${t.basket_name} · trade ${t.trade}`,
      bold: true,
      size: 9,
      gap: 0.3,
    });
    for (const l of t.lines)
      lines.push({
        text: `  ${l.side} ${l.quantity} ${l.symbol} at ${formatPrice(l.price)}: ${formatPrice(l.value)}`,
        size: 9,
      });
    const c = t.charges;
    lines.push({
      text: `  Charges (estimated): brokerage ${formatPrice(c.brokerage)}, STT ${formatPrice(c.stt)}, exchange ${formatPrice(c.exchange)}, SEBI ${formatPrice(c.sebi)}, stamp duty ${formatPrice(c.stamp)}, GST ${formatPrice(c.gst)}; total ${formatPrice(c.total)}`,
      size: 9,
    });
  }
  lines.push({ text: 'Dividends', size: 12, bold: true, gap: 1 });
  if (s.dividends.length === 0) lines.push({ text: 'None recorded.' });
  for (const d of s.dividends)
    lines.push({ text: `${formatDate(d.paid_on)} · ${d.symbol} · ${formatPrice(d.amount)}`, size: 9 });
  lines.push({ text: 'Notes', size: 12, bold: true, gap: 1 }, ...s.notes.map((n) => ({ text: n, size: 8 })));
  return pdfDocument(`Capital gains statement FY ${s.financial_year}`, lines);
}
