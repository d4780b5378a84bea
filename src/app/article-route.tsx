import { RoutePending } from '../components/ui/route-pending';
import { articlePending } from '../features/blog/route-states';
import type { SiteMode } from '#contract/site/site-mode';
import { routeFeatureGate } from './feature-gate';
import { lazyHead } from './lazy-head';
import { ArticleError } from './route-errors';

/**
 * What the two article routes share: /blog/article/… (standard) and /posts/… (analysis site). The
 * loader (`articleLoader`) is written in each route file, where the router plugin splits it out with
 * the page: an article's loading code is in an article's first load only (decision 0305).
 */
export const articleRouteOptions = (mode: SiteMode) => ({
  beforeLoad: routeFeatureGate,
  head: lazyHead((h) => h.articleHead(mode)),
  pendingComponent: () => <RoutePending {...articlePending} />,
  pendingMs: 0,
  pendingMinMs: 0,
  errorComponent: ArticleError,
});
