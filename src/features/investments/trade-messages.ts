import type { TradeKind } from '#contract/trading/types';

/** How a trade and its orders are named on the investment's page and in the order progress. */
export const tradeMessages = {
  kinds: { buy: 'Buy', sip: 'SIP', rebalance: 'Rebalance', repair: 'Repair', exit: 'Exit' } satisfies Record<
    TradeKind,
    string
  >,
  progressTitle: 'Order progress',
  progressLive: 'Updates as your broker reports them.',
  linesCaption: (n: number) => `${n} orders`,
  side: 'Side',
  status: 'Status',
  filled: 'Filled',
  tradeLabel: (kind: string, date: string, status: string) => `${kind} on ${date}: ${status}`,
  amount: 'Amount',
} as const;
