import { lazy, Suspense } from 'react';
import { Link } from '@tanstack/react-router';
import type { BasketSummary, Curator } from '#contract/baskets/types';
import { useBrand } from '../lib/navigation';
import { buttonClass } from '../components/ui/button';
import { Page, leadClass } from '../components/ui/page';
import { FEATURED_BASKETS_SEARCH } from './destinations';
import './home/home.css';

/** The sections below the first lines: in the server's HTML at once, their code after the page's (decision 0252). */
const HomeSections = lazy(() => import('./home/home-sections'));

/** What the route's loader found for the sections; null when the server could not answer. */
export interface HomeData {
  baskets: BasketSummary[];
  advisers: Curator[];
}

export function HomePage({ data }: { data: HomeData | null }) {
  const brand = useBrand();
  return (
    <Page title={brand.pages.home.title}>
      <p className={leadClass}>{brand.pages.home.description}</p>
      {brand.features['/featured/all/'] ? (
        <Link to="/featured/all/" search={FEATURED_BASKETS_SEARCH} className={buttonClass()}>
          Browse Featured Baskets
        </Link>
      ) : null}
      <Suspense fallback={null}>
        <HomeSections brand={brand} baskets={data?.baskets ?? []} advisers={data?.advisers ?? []} />
      </Suspense>
    </Page>
  );
}
