import type { RebalanceDetailsBody, RebalanceMode } from '#contract/investments/types';

/** Rebalance reviews as the server answers them, for the dialog's tests. */

const SOLD: Record<RebalanceMode, { stocks_sold: number; total: number }> = {
  RECOMMENDED_CHANGES: { stocks_sold: 1, total: 15.34 },
  ADJUST_ALL_STOCK: { stocks_sold: 2, total: 30.68 },
  BUY_ONLY: { stocks_sold: 0, total: 0 },
};

/**
 * ₹1,000 of new money buys 8 INFY at ₹100 beside 20 ITC (₹2,000): ₹200 left; drift 60 % → 31.43 %; ITC is 40 % of
 * ₹5,000, so ₹2,200 more reaches the targets.
 */
const BUY_ONLY: NonNullable<RebalanceDetailsBody['buy_only']> = {
  amount: 1_000,
  spent: 800,
  leftover: 200,
  drift_before: 60,
  drift_after: 31.43,
  stocks: [
    { symbol: 'INFY', weight: 28.57, target: 60, drift: -31.43 },
    { symbol: 'ITC', weight: 71.43, target: 40, drift: 31.43 },
  ],
  to_target: 2_200,
};

const line = (symbol: string, side: 'BUY' | 'SELL', totalShareQty: number, newShareQty: number, tag: string) => ({
  symbol,
  name: symbol,
  side,
  quantity: newShareQty,
  indicative_price: 100,
  value: newShareQty * 100,
  limit_price: null,
  totalShareQty,
  newShareQty,
  tag,
});

export const details = (mode: RebalanceMode, over: Partial<RebalanceDetailsBody> = {}): RebalanceDetailsBody => ({
  investment: 'inv-1',
  mode,
  source: 'version',
  target_weights: [
    { symbol: 'INFY', name: 'Infosys', weight: 60 },
    { symbol: 'ITC', name: 'ITC', weight: 40 },
  ],
  from_version: 5,
  to_version: 6,
  published_on: '2026-11-18',
  rationale: 'Fewer cyclicals.',
  lines:
    mode === 'BUY_ONLY'
      ? [line('INFY', 'BUY', 8, 8, 'buy'), line('ITC', 'SELL', 20, 0, 'no change')]
      : mode === 'RECOMMENDED_CHANGES'
        ? [line('TATASTEEL', 'SELL', 0, 12, 'full sell'), line('INFY', 'BUY', 8, 8, 'buy')]
        : [
            line('TATASTEEL', 'SELL', 0, 12, 'full sell'),
            line('HDFCBANK', 'SELL', 10, 0, 'no change'),
            line('ITC', 'SELL', 20, 5, 'partial sell'),
            line('INFY', 'BUY', 8, 8, 'buy'),
          ],
  charges: { brokerage: 0, stt: 12, exchange: 3.1, sebi: 0.01, stamp: 1.2, gst: 0.56, total: 16.87 },
  dp_charges: { per_stock: 15.34, ...SOLD[mode] },
  sales: { RECOMMENDED_CHANGES: 1, ADJUST_ALL_STOCK: 2 },
  net_cash: -420.5,
  buy_only: mode === 'BUY_ONLY' ? BUY_ONLY : null,
  ...over,
});
