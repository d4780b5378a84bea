import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '#src/lib/http/api-client';
import { API } from '#contract/http/api-paths';
import type { CloseRequest, RebalanceMode } from '#contract/investments/types';
import type { Trade } from '#contract/trading/types';
import { investmentKeys } from './investment-queries';

/** The calls on one investment (API.investment.*). Each invalidates the investor's figures through the key factory. */
export interface InvestmentCalls {
  /** `amount`: BUY_ONLY's new money, as previewed. */
  acceptRebalance: (v: {
    investment: string;
    mode: RebalanceMode;
    client_key: string;
    amount?: number;
  }) => Promise<Trade>;
  ignoreRebalance: (v: { investment: string }) => Promise<unknown>;
  startSip: (v: {
    investment: string;
    frequency: 'monthly' | 'quarterly';
    amount: number;
    day: number;
  }) => Promise<unknown>;
  stopSip: (v: { investment: string }) => Promise<unknown>;
  setStoploss: (v: { investment: string; percent: number | null }) => Promise<unknown>;
  /** A percent above the money put in (0 < percent ≤ 1000), or null to remove it. */
  setTarget: (v: { investment: string; percent: number | null }) => Promise<unknown>;
  close: (v: CloseRequest) => Promise<Trade>;
  repair: (v: { investment: string; client_key: string }) => Promise<Trade>;
}

export const investmentCalls = (api: ApiClient): InvestmentCalls => ({
  acceptRebalance: (v) => api.post<Trade>(API.investment.rebalanceAccept, v),
  ignoreRebalance: (v) => api.post(API.investment.rebalanceIgnore, v),
  startSip: (v) => api.post(API.investment.startSip, v),
  stopSip: (v) => api.post(API.investment.stopSip, v),
  setStoploss: (v) => api.post(API.investment.stoplossAdd, v),
  setTarget: (v) => api.post(API.investment.targetAdd, v),
  close: (v) => api.post<Trade>(API.investment.close, v),
  repair: (v) => api.post<Trade>(API.trading.fixInvestmentQty, v),
});

/**
 * A review read once for one decision (a rebalance's lines, an exit's): after the call that acts on it the server
 * has nothing to review (404, 400), so it is marked stale for next time but never asked again at once (UX review D23).
 */
const REVIEWS: ReadonlySet<unknown> = new Set(['rebalance', 'close-preview']);
const isReview = (query: { queryKey: readonly unknown[] }) => query.queryKey.some((part) => REVIEWS.has(part));

/** After any call on an investment: its page, the lists and the summary are asked again; its reviews are not. */
export const refreshInvestments = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: investmentKeys.all(), predicate: (q) => !isReview(q) }),
    queryClient.invalidateQueries({ queryKey: investmentKeys.all(), predicate: isReview, refetchType: 'none' }),
  ]);
