import { stateTaxName } from '#contract/subscriptions/gst';
import { indianState } from '#contract/locale/indian-states';
import { DISPLAY_TIME_ZONE } from '#contract/locale/format';
import type { Queryable } from '../db/database';
import { factsheetPdf, type FactsheetLine } from '../baskets/factsheet-pdf';

/**
 * SAC for investment advice (decision 0135): 997156, "Financial consultancy services", under heading
 * 9971 (financial and related services), GST 18 %.
 */
export const INVESTMENT_ADVICE_SAC = '997156';

interface InvoiceRow {
  id: string;
  invoice_number: string;
  settled_at: Date | string;
  plan_name: string;
  adviser_name: string;
  sebi_registration: string;
  gstin: string | null;
  supplier_state: string;
  place_of_supply: string;
  customer_name: string | null;
  pan: string | null;
  customer_state: string | null;
  base_amount: number;
  discount_amount: number;
  taxable_amount: number;
  cgst: number;
  sgst: number;
  igst: number;
  total_amount: number;
}

/** The user's paid transaction as its invoice shows it, or undefined (not theirs, or not paid). */
export async function invoiceOf(db: Queryable, userId: number, id: string): Promise<InvoiceRow | undefined> {
  const { rows } = await db.query<InvoiceRow>(
    `SELECT t.id, t.invoice_number, t.settled_at, p.name AS plan_name, a.name AS adviser_name, a.sebi_registration, a.gstin,
            t.supplier_state, t.place_of_supply, c.name AS customer_name, c.pan, c.state_code AS customer_state,
            t.base_amount::float8 AS base_amount, t.discount_amount::float8 AS discount_amount,
            t.taxable_amount::float8 AS taxable_amount, t.cgst::float8 AS cgst, t.sgst::float8 AS sgst,
            t.igst::float8 AS igst, t.total_amount::float8 AS total_amount
       FROM payment_transactions t JOIN plans p ON p.id = t.plan_id JOIN advisers a ON a.id = p.adviser_id
       LEFT JOIN customers c ON c.user_id = t.user_id
      WHERE t.id = $1 AND t.user_id = $2 AND t.status = 'success' AND t.invoice_number IS NOT NULL`,
    [id, userId],
  );
  return rows[0];
}

const rupees = (n: number) =>
  `Rs. ${n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const stateLine = (code: string | null) => {
  const s = indianState(code);
  return s ? `${s.name} (${s.code}, GST state code ${s.gst})` : (code ?? '-');
};
const istDate = (v: Date | string) =>
  new Date(v).toLocaleDateString('en-IN', {
    timeZone: DISPLAY_TIME_ZONE,
    day: '2-digit',
    month: 'short',
    year: 'numeric',
  });

/** A GST tax invoice (CGST Rules, rule 46): supplier, recipient, place of supply, SAC, values and taxes. */
export function invoicePdf(r: InvoiceRow): Buffer {
  const intra = r.igst === 0 && r.cgst + r.sgst > 0;
  const lines: FactsheetLine[] = [
    { text: 'Tax Invoice', size: 18, bold: true },
    { text: `Invoice number: ${r.invoice_number}` },
    { text: `Invoice date: ${istDate(r.settled_at)}` },
    { text: `Transaction: ${r.id}` },
    { text: '' },
    { text: 'Supplier', bold: true },
    { text: r.adviser_name },
    { text: `SEBI registration: ${r.sebi_registration}` },
    { text: `GSTIN: ${r.gstin ?? 'not registered'}` },
    { text: `State: ${stateLine(r.supplier_state)}` },
    { text: '' },
    { text: 'Recipient', bold: true },
    { text: r.customer_name ?? '-' },
    { text: `PAN: ${r.pan ?? '-'}` },
    { text: `State: ${stateLine(r.customer_state ?? r.place_of_supply)}` },
    { text: `Place of supply: ${stateLine(r.place_of_supply)}` },
    { text: '' },
    { text: 'Service', bold: true },
    { text: `Investment advisory services: ${r.plan_name}. SAC ${INVESTMENT_ADVICE_SAC}.` },
    { text: `Fee: ${rupees(r.base_amount)}` },
    ...(r.discount_amount > 0 ? [{ text: `Discount: ${rupees(r.discount_amount)}` }] : []),
    { text: `Taxable value: ${rupees(r.taxable_amount)}` },
    ...(intra
      ? [{ text: `CGST 9%: ${rupees(r.cgst)}` }, { text: `${stateTaxName(r.place_of_supply)} 9%: ${rupees(r.sgst)}` }]
      : [{ text: `IGST 18%: ${rupees(r.igst)}` }]),
    { text: `Total: ${rupees(r.total_amount)}`, bold: true },
    { text: '' },
    { text: 'Tax is not payable on reverse charge.', size: 8 },
  ];
  return factsheetPdf(`Tax invoice ${r.invoice_number}`, lines);
}
