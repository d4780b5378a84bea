import { useCallback } from 'react';
import { API } from '#contract/http/api-paths';
import type { StockHit, StockSearchBody } from '#contract/market/types';
import { useApi } from '#src/lib/http/api-context';
import { StockCombobox } from './stock-combobox';
import type { StockSearcher } from './use-stock-search';

/**
 * The stock search combobox on the market's stock search, for screens that add stocks one at a time
 * (the studio's constituents editor): each choice is handed over; the owner remounts it to clear it.
 */
export function StockPicker({ label, hint, onPick }: { label: string; hint?: string; onPick: (s: StockHit) => void }) {
  const api = useApi();
  const search: StockSearcher = useCallback(
    (q, signal) => api.get<StockSearchBody>(API.market.stockSearch, { query: { q }, signal }).then((b) => b.stocks),
    [api],
  );
  return <StockCombobox label={label} hint={hint} value={undefined} search={search} onChange={(s) => s && onPick(s)} />;
}
