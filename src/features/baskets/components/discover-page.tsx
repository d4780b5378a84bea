import { useCallback } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch, type ErrorComponentProps } from '@tanstack/react-router';
import { sortParamsFor, type SortOption } from '#contract/baskets/types';
import { API } from '#contract/http/api-paths';
import type { StockSearchBody } from '#contract/market/types';
import { useBrand } from '#src/lib/navigation';
import { useApi } from '#src/lib/http/api-context';
import { ApiError } from '#src/lib/http/api-error';
import { Button } from '#src/components/ui/button';
import { Notice, Page, leadClass } from '#src/components/ui/page';
import { RouteError } from '#src/components/ui/route-error';
import { basketQueries } from '../api/basket-queries';
import { shownSortOption } from '../basket-search';
import { hasFilters, withoutFilters } from '../discover-filter-rules';
import type { DiscoverSearch } from '../discover-search';
import { basketMessages, discoverMessages as m } from '../messages';
import { basketErrors } from '../route-states';
import { BasketSkeleton } from './basket-skeleton';
import { DiscoverFilters } from './discover-filters';
import { DiscoverResults } from './discover-results';
import type { StockSearcher } from './use-stock-search';
import * as styles from './discover-filters.css';

const FROM = '/discover/expertbaskets/';

/**
 * Every basket, filtered and sorted by the address alone (a shared link reproduces the view). The
 * list keeps showing the last answer, dimmed, while a new one loads.
 */
export function DiscoverPage() {
  const brand = useBrand();
  const api = useApi();
  const search = useSearch({ from: FROM });
  const navigate = useNavigate({ from: FROM });
  const listing = useQuery({ ...basketQueries.discover(api, search), placeholderData: keepPreviousData });
  const sectors = useQuery(basketQueries.sectors(api));
  const stockSearch: StockSearcher = useCallback(
    (q, signal) => api.get<StockSearchBody>(API.market.stockSearch, { query: { q }, signal }).then((b) => b.stocks),
    [api],
  );
  const go = (next: DiscoverSearch, options: { replace?: boolean } = {}) =>
    void navigate({ search: next, replace: options.replace ?? false, resetScroll: false });
  // The last answer stands in while a changed search loads (a background refresh of the same view is not shown).
  const updating = listing.isPlaceholderData;

  return (
    <Page title={m.title}>
      <p className={leadClass}>{m.lead}</p>
      <div className={styles.layout}>
        <DiscoverFilters
          search={search}
          sort={shownSortOption(brand, search)}
          sortOptions={brand.sortOptions}
          frequencies={brand.rebalanceFrequencies}
          sectors={sectors.data?.sectors ?? (sectors.isError ? [] : null)}
          stockSearch={stockSearch}
          onChange={go}
          onSortChange={(option: SortOption) => go({ ...search, ...sortParamsFor(option) })}
        />
        <div>
          {listing.isError && !listing.isFetching ? (
            <Notice title={m.updateFailed} role="alert">
              <p>
                {listing.error instanceof ApiError && listing.error.isOffline
                  ? basketMessages.offline
                  : basketMessages.serverError}
              </p>
              <Button onClick={() => void listing.refetch()}>{basketMessages.retry}</Button>
            </Notice>
          ) : listing.data ? (
            <>
              <p role="status" className={styles.count}>
                {updating ? basketMessages.updatingBaskets : basketMessages.basketCount(listing.data.baskets.length)}
              </p>
              <DiscoverResults
                baskets={listing.data.baskets}
                wording={brand.wording}
                updating={updating}
                filtered={hasFilters(search)}
                onClear={() => go(withoutFilters(search))}
              />
            </>
          ) : (
            <BasketSkeleton />
          )}
        </div>
      </div>
    </Page>
  );
}

export const DiscoverError = (props: ErrorComponentProps) => (
  <RouteError {...props} {...basketErrors(m.title, basketMessages.basketsFailed)} />
);
