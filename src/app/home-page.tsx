import { Link } from '@tanstack/react-router';
import { useBrand } from '../lib/navigation';
import { buttonClass } from '../components/ui/button';
import { Page, leadClass } from '../components/ui/page';
import { FEATURED_BASKETS_SEARCH } from './destinations';

export function HomePage() {
  const brand = useBrand();
  return (
    <Page title={brand.pages.home.title}>
      <p className={leadClass}>{brand.pages.home.description}</p>
      <p className={leadClass}>
        Every basket is a ready portfolio {brand.wording} by a SEBI-registered adviser or research analyst, rebalanced{' '}
        {brand.rebalanceFrequencies.join(' or ')}.
      </p>
      {brand.features['/featured/all/'] ? (
        <Link to="/featured/all/" search={FEATURED_BASKETS_SEARCH} className={buttonClass()}>
          Browse Featured Baskets
        </Link>
      ) : null}
    </Page>
  );
}
