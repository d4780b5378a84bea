import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { investmentKeys } from './investment-queries';
import { refreshInvestments } from './investment-mutations';

/** A query kept watched (as a mounted screen or an open dialog does), counting its fetches. */
function watched(client: QueryClient, queryKey: readonly unknown[]) {
  const count = { fetches: 0 };
  const observer = new QueryObserver(client, {
    queryKey,
    queryFn: () => ++count.fetches,
    staleTime: Infinity,
  });
  const stop = observer.subscribe(() => undefined);
  return { count, stop };
}

describe('refreshInvestments', () => {
  it('asks the lists and the page again, but not a review the call just acted on (no 404 or 400 after it)', async () => {
    const client = new QueryClient();
    const id = 'inv1';
    const page = watched(client, [...investmentKeys.investment(id), 'details']);
    const rebalance = watched(client, [...investmentKeys.investment(id), 'rebalance', 'full']);
    const exit = watched(client, [...investmentKeys.investment(id), 'close-preview']);
    const history = watched(client, [...investmentKeys.investment(id), 'rebalance-history']);
    await new Promise((r) => setTimeout(r, 0));
    expect([page, rebalance, exit, history].map((q) => q.count.fetches)).toEqual([1, 1, 1, 1]);

    await refreshInvestments(client);
    expect([page, rebalance, exit, history].map((q) => q.count.fetches)).toEqual([2, 1, 1, 2]);
    // Stale, so the next time a review opens it is read afresh.
    expect(client.getQueryState([...investmentKeys.investment(id), 'close-preview'])?.isInvalidated).toBe(true);
    for (const q of [page, rebalance, exit, history]) q.stop();
  });
});
