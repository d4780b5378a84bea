import type { InvestmentSummary } from '#contract/investments/types';

/** An active investment as my-baskets answers it (tests only). */
export const investment = (over: Partial<InvestmentSummary> = {}): InvestmentSummary => ({
  investment: 'inv-1',
  basket_hash: 'midcap-momentum',
  basket_name: 'Midcap Momentum',
  adviser_name: 'Sahyadri Wealth Advisors',
  broker_id: 'sec',
  status: 'active',
  invested: 100000,
  current_value: 112345.67,
  profit_loss: 12345.67,
  paid_in: 100000,
  taken_out: 0,
  returns_percent: 12.35,
  held_a_year: true,
  xirr_percent: 18.2,
  rebalance_pending: false,
  sip: null,
  stoploss: null,
  target: null,
  needs_repair: false,
  started_at: '2026-01-05T04:00:00Z',
  closed_at: null,
  ...over,
});

export { buttonNamed, mountWithApi, until } from '#src/components/ui/test-api';
