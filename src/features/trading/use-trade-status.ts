import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TradeBody } from '#contract/trading/types';
import { API } from '#contract/http/api-paths';
import { useBrand } from '#src/lib/navigation';
import { useApi } from '#src/lib/http/api-context';
import { commonHeaders } from '#src/lib/http/api-client';
import { tradeQueries } from './api/trading-queries';
import { isTradeSettled, watchTrade } from './trade-events';

/**
 * A placed trade as it changes: the live event stream writes each update into the trade's query; when
 * the stream fails, orderstatus is polled with back-off (trade-events.ts). Stops when every line is final.
 */
export function useTradeStatus(placed: TradeBody) {
  const api = useApi();
  const brand = useBrand();
  const queryClient = useQueryClient();
  const options = tradeQueries.status(api, placed.trade);
  const query = useQuery({ ...options, initialData: placed });
  const settled = isTradeSettled(query.data);

  useEffect(() => {
    if (isTradeSettled(placed)) return undefined;
    const controller = new AbortController();
    const url = `${api.url(API.trading.orderEvents)}?trade=${encodeURIComponent(placed.trade)}`;
    void watchTrade({
      stream: (signal) =>
        fetch(url, {
          headers: { ...commonHeaders(brand), accept: 'text/event-stream' },
          credentials: 'include',
          signal,
        }),
      poll: (signal) => api.get<TradeBody>(API.trading.orderStatus, { query: { trade: placed.trade }, signal }),
      onTrade: (trade) => queryClient.setQueryData(options.queryKey, trade),
      signal: controller.signal,
    }).finally(() => void queryClient.invalidateQueries({ queryKey: [...tradeQueries.all, 'orders'] }));
    return () => controller.abort();
    // One watcher per placed trade.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [placed.trade]);

  return { trade: query.data, settled };
}
