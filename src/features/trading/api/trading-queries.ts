import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '#src/lib/http/api-client';
import { ApiError } from '#src/lib/http/api-error';
import { PRIVATE_QUERY } from '#src/lib/session/session';
import { API } from '#contract/http/api-paths';
import type {
  OrdersBody,
  PlaceTradeRequest,
  TradeBody,
  TradePreviewBody,
  TradePreviewRequest,
  UpdateOrderRequest,
} from '#contract/trading/types';

/** Query owns retries: never a refusal (4xx) or an answer a status rule already handled. */
export const retryServerTrouble = (count: number, error: unknown) =>
  count < 2 && error instanceof ApiError && error.retryable;

/** Query keys and options of the trading screens. */
export const tradeQueries = {
  all: ['trades'] as const,
  status: (api: ApiClient, trade: string) =>
    queryOptions({
      queryKey: [...tradeQueries.all, 'status', trade] as const,
      queryFn: ({ signal }) => api.get<TradeBody>(API.trading.orderStatus, { query: { trade }, signal }),
      // The watcher (use-trade-status.ts) writes every change into this entry: nothing else refetches it.
      staleTime: Infinity,
      meta: PRIVATE_QUERY,
      retry: retryServerTrouble,
    }),
  orders: (api: ApiClient, page: number) =>
    queryOptions({
      queryKey: [...tradeQueries.all, 'orders', page] as const,
      queryFn: ({ signal }) => api.get<OrdersBody>(API.trading.orders, { query: { page }, signal }),
      placeholderData: keepPreviousData,
      retry: retryServerTrouble,
    }),
};

/** The orders a basket trade would place, with margin, charges and the order window; nothing is placed. */
export const previewTrade = (api: ApiClient, request: TradePreviewRequest) =>
  api.post<TradePreviewBody>(API.trading.tradeBasketOrders, request);

/** Places the trade once per client_key (a retry with the same key answers the same trade). */
export const placeTrade = (api: ApiClient, request: PlaceTradeRequest) =>
  api.post<TradeBody>(API.trading.requestOrder, request);

/** Cancels one open line, or every open line of the trade. */
export const cancelOrder = (api: ApiClient, trade: string, orderId?: string) =>
  api.post<TradeBody>(API.trading.cancelOrder, orderId ? { trade, order_id: orderId } : { trade });

/** Changes one open line's quantity, order type or limit price at the broker; the trade as it is after. */
export const updateOrder = (api: ApiClient, request: UpdateOrderRequest) =>
  api.post<TradeBody>(API.trading.updateOrder, request);

/** Writes a trade the server answered where the screens read it: its live status and any orders page listing it. */
export function writeTrade(queryClient: QueryClient, trade: TradeBody) {
  queryClient.setQueryData<TradeBody>([...tradeQueries.all, 'status', trade.trade], (was) => (was ? trade : was));
  queryClient.setQueriesData<OrdersBody>({ queryKey: [...tradeQueries.all, 'orders'] }, (page) =>
    page ? { ...page, trades: page.trades.map((t) => (t.trade === trade.trade ? trade : t)) } : page,
  );
}
