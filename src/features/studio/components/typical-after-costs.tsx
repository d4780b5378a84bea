import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '#src/lib/http/api-context';
import type { ApiClient } from '#src/lib/http/api-client';
import { PRIVATE_QUERY } from '#src/lib/session/session';
import { API } from '#contract/http/api-paths';
import { formatPercent } from '#contract/locale/format';
import type { StudioReturnsAfterCostsBody } from '#contract/investments/returns-types';
import { afterCostsMessages as m } from '../after-costs-messages';
import * as styles from './dashboard.css';

/** GET studio/returns-after-costs/: one read for every row of the dashboard, private to the adviser. */
export const studioAfterCostsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['studio', 'returns-after-costs'] as const,
    queryFn: ({ signal }) => api.get<StudioReturnsAfterCostsBody>(API.studio.returnsAfterCosts, { signal }),
    meta: PRIVATE_QUERY,
    // The medians move with prices; a minute is fresh enough for a dashboard.
    staleTime: 60_000,
  });

/**
 * One basket's typical investor after costs, a figure of its dashboard row (docs/studio.md): the median after-cost
 * return of its investors with their count, hidden under the minimum to keep each investor's figures private.
 * Nothing for a basket the answer leaves out (a draft).
 */
export function TypicalAfterCosts({ basketHash }: { basketHash: string }) {
  const query = useQuery(studioAfterCostsQuery(useApi()));
  const basket = query.data?.baskets.find((b) => b.basket_hash === basketHash);
  if (query.isSuccess && !basket) return null;
  let value: string = m.loading;
  if (query.isError) value = m.failed;
  else if (basket && query.data)
    value =
      basket.hidden || basket.median_percent === null
        ? m.hidden(query.data.min_investors, basket.investors)
        : m.median(formatPercent(basket.median_percent, { signed: true }), basket.investors);
  return (
    <div className={styles.figure}>
      <dt className={styles.figureLabel}>{m.label}</dt>
      <dd className={styles.figureValue}>
        {value}
        {basket && basket.unknown > 0 ? <span className={styles.muted}> · {m.unknown(basket.unknown)}</span> : null}
      </dd>
    </div>
  );
}
