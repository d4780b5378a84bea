import { TAX_NOTES } from '#contract/tax/messages';
import { TAX_API } from '#contract/tax/tax-paths';
import type { EstimatedLot, SaleEstimateBody } from '#contract/tax/types';

/** Sale estimates as the server answers them (server/tax/sale-estimate.ts), for the review dialogs' tests. */

const lot = (
  trade: string,
  bought_on: string,
  quantity: number,
  buy_price: number,
  days_to_long_term: number,
  long_term_on: string,
): EstimatedLot => ({
  bought_on,
  trade,
  quantity,
  buy_price,
  cost: quantity * buy_price,
  proceeds: quantity * 100,
  gain: quantity * (100 - buy_price),
  term: days_to_long_term > 0 ? 'short' : 'long',
  long_term_on,
  days_to_long_term,
});

/**
 * Selling 12 TATASTEEL at ₹100 on 20 Nov 2026, FIFO: 2 bought at ₹60 on 10 Nov 2025 (long-term, ₹80 of LTCG), then
 * five short-term lots of 2 at ₹90 (₹20 of STCG each, ₹100 in all) that turn long-term in 4, 26, 57, 118 and 208
 * days. The year's tax: ₹1,000 on the sales made so far, ₹1,020 with these (20 % of the STCG; the LTCG is inside
 * the exemption).
 */
export const saleEstimate = (over: Partial<SaleEstimateBody> = {}): SaleEstimateBody => ({
  investment: 'inv-1',
  basket_name: 'Midcap Momentum',
  kind: 'rebalance',
  sale_date: '2026-11-20',
  financial_year: '2026-27',
  lines: [
    {
      symbol: 'TATASTEEL',
      quantity: 12,
      price: 100,
      proceeds: 1_200,
      cost: 1_020,
      short_term_gain: 100,
      long_term_gain: 80,
      unmatched_quantity: 0,
      lots: [
        lot('tr-1', '2025-11-10', 2, 60, 0, '2026-11-11'),
        lot('tr-2', '2025-11-23', 2, 90, 4, '2026-11-24'),
        lot('tr-3', '2025-12-15', 2, 90, 26, '2026-12-16'),
        lot('tr-4', '2026-01-15', 2, 90, 57, '2027-01-16'),
        lot('tr-5', '2026-03-17', 2, 90, 118, '2027-03-18'),
        lot('tr-6', '2026-06-15', 2, 90, 208, '2027-06-16'),
      ],
    },
  ],
  short_term_gain: 100,
  long_term_gain: 80,
  tax_before: 1_000,
  tax_after: 1_020,
  notes: TAX_NOTES,
  ...over,
});

/** Whether a fake API's POST is the sale estimate (the review dialogs' tests answer it apart from placements). */
export const isSaleEstimate = (path: string | undefined) => path === TAX_API.tax.saleEstimate;
