import { financialYearAt } from '#contract/tax/financial-year';
import type { Queryable } from '../db/database';

/** India's financial year of an instant, by the date in IST: '2026-27' (contract/tax/financial-year.ts). */
export const financialYear = (at: Date): string => financialYearAt(at);

export const invoiceNumber = (year: string, n: number) => `INV/${year}/${String(n).padStart(6, '0')}`;

/**
 * The next invoice number of the financial year (GST: one consecutive series per year), under the
 * counter row's lock: two settlements never share a number, and a rolled-back one leaves no number used.
 */
export async function allocateInvoiceNumber(tx: Queryable, at: Date): Promise<string> {
  const year = financialYear(at);
  const { rows } = await tx.query<{ last_number: number }>(
    `INSERT INTO invoice_counters (financial_year, last_number) VALUES ($1, 1)
     ON CONFLICT (financial_year) DO UPDATE SET last_number = invoice_counters.last_number + 1
     RETURNING last_number`,
    [year],
  );
  return invoiceNumber(year, rows[0]!.last_number);
}
