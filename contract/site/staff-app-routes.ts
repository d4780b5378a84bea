import type { FeatureKey } from './features';
import type { RouteInfo } from './visitor-routes';

/**
 * The paths of the staff areas' screens (contract/site/staff-areas.ts: the reader's own pages, the
 * studio, the operations and dealer screens) and the feature each needs: loaded with those areas'
 * routes, never in a visitor's first load (decision 0305). Every one is private (app-routes.test.ts).
 */
export const STAFF_APP_ROUTES = {
  '/account/settings/': { feature: 'account/settings/', private: true },
  '/account/watchlist/': { private: true },
  '/account/orders/': { private: true },
  '/account/subscriptions/': { private: true },
  '/account/capital-gains/': { private: true },
  '/settings/brokers/': { feature: 'settings/brokers/', private: true },
  '/account/investments/': { private: true },
  '/account/investments/$investment/': { private: true },
  '/payment/checkout/': { private: true },
  '/payment/status/': { private: true },
  '/studio/': { private: true },
  '/studio/baskets/new/': { feature: 'create-basket', private: true },
  '/studio/baskets/$basketHash/': { feature: 'create-basket', private: true },
  '/studio/baskets/$basketHash/preview/': { feature: 'create-basket', private: true },
  '/studio/baskets/$basketHash/constituents/': { feature: 'create-basket', private: true },
  '/studio/automated/new/': { feature: 'create-basket-automated', private: true },
  '/studio/baskets/$basketHash/proposal/': { feature: 'create-basket-automated', private: true },
  '/studio/posts/': { feature: 'blog', private: true },
  '/studio/posts/new/': { feature: 'blog', private: true },
  '/studio/posts/$postId/': { feature: 'blog', private: true },
  '/studio/posts/$postId/preview/': { feature: 'blog', private: true },
  // Operations (docs/operations.md): each private screen shows a user without its role the not-found page.
  '/account/complaints/': { private: true },
  '/account/complaints/new/': { private: true },
  '/account/complaints/$reference/': { private: true },
  '/dealer/': { feature: 'dealer', private: true },
  '/dealer/reports/$report/': { feature: 'dealer', private: true },
  '/import-client/': { feature: '/import-client/', private: true },
  '/import-client/jobs/$jobId/': { feature: '/import-client/', private: true },
  '/import-client/rebalance/': { feature: '/import-client/', private: true },
  '/import-client/rebalance/$sheet/': { feature: '/import-client/', private: true },
  '/login-as-client/': { feature: 'login-as-client', private: true },
  '/admin/': { feature: 'admin', private: true },
  '/admin/users/': { feature: 'admin', private: true },
  '/admin/advisers/': { feature: 'admin', private: true },
  '/admin/advisers/$slug/': { feature: 'admin', private: true },
  '/admin/faqs/': { feature: 'admin', private: true },
  '/admin/website/': { feature: 'admin', private: true },
  '/admin/complaints/': { feature: 'admin', private: true },
  '/admin/complaints/$reference/': { feature: 'admin', private: true },
  '/admin/leads/': { feature: 'admin', private: true },
  '/admin/aum/': { feature: 'admin', private: true },
  '/admin/logs/': { feature: 'admin', private: true },
  '/admin/audit/': { feature: 'admin', private: true },
  '/admin/status/': { feature: 'admin', private: true },
} as const satisfies Record<string, RouteInfo>;

export type StaffAppPath = keyof typeof STAFF_APP_ROUTES;

/** The feature a staff area's route needs on this brand, if any. */
export const staffRouteFeature = (path: StaffAppPath): FeatureKey | undefined =>
  (STAFF_APP_ROUTES[path] as RouteInfo).feature;
