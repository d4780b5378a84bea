import { useBrand } from '#src/lib/navigation';
import { RoutePending } from '#src/components/ui/route-pending';
import { basketPendingMessages as m } from '../pending-messages';

/*
 * The basket routes' pending screens. They stay in the first load (a route shows its pending screen
 * while its page's code arrives), so they live apart from the pages, which load with their routes.
 */

export const FeaturedBasketsPending = () => <RoutePending title={m.featuredTitle} label={m.loadingBaskets} />;

export const SharedBasketsPending = () => <RoutePending title={m.sharedTitle} label={m.loadingBaskets} />;

export function ManagersPending() {
  const brand = useBrand();
  return <RoutePending title={brand.navLabel} label={m.loadingManagers(brand.navLabel)} />;
}
