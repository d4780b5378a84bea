import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useRouterState, useSearch, type ErrorComponentProps } from '@tanstack/react-router';
import { Link, useBrand } from '#src/lib/navigation';
import { Button } from '#src/components/ui/button';
import { Page, Notice, leadClass } from '#src/components/ui/page';
import { RouteError } from '#src/components/ui/route-error';
import { useApi } from '#src/lib/http/api-context';
import { basketQueries } from '../api/basket-queries';
import { sortParamsFor } from '#contract/baskets/types';
import { shownSortOption } from '../basket-search';
import { DISCOVER_DESTINATION } from '../discover-search';
import { basketMessages as m, discoverMessages } from '../messages';
import { BasketCard } from './basket-card';
import { BasketToolbar } from './basket-toolbar';
import { basketErrors } from '../route-states';
import * as cards from './cards.css';

const FROM = '/featured/all/';

export function FeaturedBasketsPage() {
  const brand = useBrand();
  const search = useSearch({ from: FROM });
  const navigate = useNavigate({ from: FROM });
  const { data } = useSuspenseQuery(basketQueries.listing(useApi(), search));
  const updating = useRouterState({ select: (s) => s.status === 'pending' });

  return (
    <Page title={m.featuredTitle}>
      <p className={leadClass}>
        {m.featuredLead}
        {brand.features['discover/expertbaskets'] ? (
          <>
            {' '}
            <Link to="/discover/expertbaskets/" search={DISCOVER_DESTINATION}>
              {discoverMessages.exploreAll}
            </Link>
          </>
        ) : null}
      </p>
      <BasketToolbar
        sortOptions={brand.sortOptions}
        sort={shownSortOption(brand, search)}
        basketType={search['basket-type']}
        onSortChange={(option) => void navigate({ search: (prev) => ({ ...prev, ...sortParamsFor(option) }) })}
        onBasketTypeChange={(type) => void navigate({ search: (prev) => ({ ...prev, 'basket-type': type }) })}
      />
      <p role="status" className={leadClass}>
        {updating ? m.updatingBaskets : m.basketCount(data.baskets.length)}
      </p>
      {data.baskets.length === 0 ? (
        <Notice title={search['basket-type'] === 'premium' ? m.emptyPremium : m.emptyAll}>
          {search['basket-type'] === 'premium' ? (
            <Button onClick={() => void navigate({ search: (prev) => ({ ...prev, 'basket-type': 'all' }) })}>
              {m.showAllBaskets}
            </Button>
          ) : null}
        </Notice>
      ) : (
        <ul className={cards.grid} aria-label={m.featuredTitle} aria-busy={updating}>
          {data.baskets.map((basket) => (
            <li key={basket.basketId}>
              <BasketCard basket={basket} wording={brand.wording} />
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}

export const FeaturedBasketsError = (props: ErrorComponentProps) => (
  <RouteError {...props} {...basketErrors(m.featuredTitle, m.basketsFailed)} />
);
