import { describe, expect, it } from 'vitest';
import type { Trade } from '#contract/trading/types';
import { isTradeSettled, nextPollMs } from './order-backoff';

const trade = (status: Trade['status'], lineStatuses: NonNullable<Trade['lines'][number]['status']>[]): Trade => ({
  trade: 't1',
  kind: 'rebalance',
  status,
  order_type: 'MARKET',
  basket_hash: 'b',
  basket_name: 'B',
  broker_id: 'sec',
  investment: 'i1',
  amount: 0,
  margin: 0,
  created_at: '2026-11-20T05:40:00Z',
  updated_at: '2026-11-20T05:40:00Z',
  lines: lineStatuses.map((s, i) => ({
    symbol: `S${i}`,
    name: `S${i}`,
    side: 'BUY',
    quantity: 1,
    indicative_price: 1,
    value: 1,
    limit_price: null,
    status: s,
  })),
});

describe('order status polling', () => {
  it('backs off 1 s, 2 s, 4 s, 8 s, then stays at 10 s', () => {
    const open = trade('open', ['OPEN', 'COMPLETE']);
    expect([1, 2, 3, 4, 5, 9].map((n) => nextPollMs(open, n))).toEqual([1000, 2000, 4000, 8000, 10000, 10000]);
    expect(nextPollMs(undefined, 0)).toBe(1000);
  });

  it('stops once every line is final', () => {
    expect(nextPollMs(trade('complete', ['COMPLETE', 'COMPLETE']), 3)).toBe(false);
    expect(nextPollMs(trade('partial', ['COMPLETE', 'REJECTED']), 3)).toBe(false);
    expect(isTradeSettled(trade('partial', ['COMPLETE', 'OPEN']))).toBe(false);
    expect(isTradeSettled(trade('placing', []))).toBe(false);
  });
});
