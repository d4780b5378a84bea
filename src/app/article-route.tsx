import type { QueryClient } from '@tanstack/react-query';
import { RoutePending } from '../components/ui/route-pending';
import { loadArticle } from '../features/blog/article-loader';
import { articlePending } from '../features/blog/route-states';
import type { ApiClient } from '../lib/http/api-client';
import { sanitizerForNavigation } from '../lib/html/sanitizer-navigation';
import type { BrandConfig } from '../lib/brand';
import type { SiteMode } from '#contract/site/site-mode';
import { routeFeatureGate } from './feature-gate';
import { articleHead } from './article-head';
import { ArticleError } from './route-errors';

interface ArticleRouteContext {
  brand: BrandConfig;
  queryClient: QueryClient;
  api: ApiClient;
}

/** What the two article routes share: /blog/article/… (standard) and /posts/… (analysis site). */
export const articleRouteOptions = (mode: SiteMode) => ({
  beforeLoad: routeFeatureGate,
  head: articleHead(mode),
  loader: async ({ context, params }: { context: ArticleRouteContext; params: { postId: string; slug: string } }) => {
    const [facts] = await Promise.all([loadArticle(context, params, mode), sanitizerForNavigation()]);
    return facts;
  },
  pendingComponent: () => <RoutePending {...articlePending} />,
  pendingMs: 0,
  pendingMinMs: 0,
  errorComponent: ArticleError,
});
