import { describe, expect, it } from 'vitest';
import { invoicePdf } from './invoice-pdf';

type InvoiceRow = Parameters<typeof invoicePdf>[0];

/** An intra-state (or intra-territory) invoice of ₹1,000 + 9 % + 9 % in `state`. */
const row = (state: string): InvoiceRow => ({
  id: 'txn-1',
  invoice_number: 'INV-2026-000001',
  settled_at: '2026-11-20T05:30:00Z',
  plan_name: '1 year',
  adviser_name: 'Adviser',
  sebi_registration: 'INA000000001',
  gstin: null,
  supplier_state: state,
  place_of_supply: state,
  customer_name: 'Investor',
  pan: 'ABCDE1234F',
  customer_state: state,
  base_amount: 1000,
  discount_amount: 0,
  taxable_amount: 1000,
  cgst: 90,
  sgst: 90,
  igst: 0,
  total_amount: 1180,
});
const text = (state: string) => invoicePdf(row(state)).toString('latin1');

describe('the invoice names the state half of GST', () => {
  it.each(['AN', 'CH', 'DH', 'LA', 'LD'])('UTGST within %s, a union territory without a legislature', (ut) => {
    const pdf = text(ut);
    expect(pdf).toContain('CGST 9%: Rs. 90.00');
    expect(pdf).toContain('UTGST 9%: Rs. 90.00');
    expect(pdf).not.toContain('SGST');
  });

  it.each(['DL', 'PY', 'JK', 'MH'])('SGST within %s (a state, or a territory with a legislature)', (state) => {
    const pdf = text(state);
    expect(pdf).toContain('SGST 9%: Rs. 90.00');
    expect(pdf).not.toContain('UTGST');
  });
});
