import { createFileRoute } from '@tanstack/react-router';
import { requireFeature } from '../../../app/feature-gate';
import { FeaturedBasketsPage } from '../../../features/baskets/components/featured-baskets-page';
import { parseBasketSearch } from '../../../features/baskets/basket-search';

export const Route = createFileRoute('/featured/all/')({
  validateSearch: parseBasketSearch,
  beforeLoad: ({ context }) => requireFeature(context.brand, '/featured/all/'),
  component: FeaturedBasketsPage,
});
