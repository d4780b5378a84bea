import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '#src/components/ui/route-error';
import { RoutePending } from '#src/components/ui/route-pending';
import { requireRouteFeature } from '../../app/feature-gate';
import { lazyHead } from '../../app/lazy-head';
import { parseBlogSearch } from '../../features/blog/blog-search';
import { blogQueries } from '../../features/blog/api/blog-queries';
import { sanitizerForNavigation } from '../../lib/html/sanitizer-navigation';
import { BlogListPage } from '../../features/blog/components/blog-list-page';
import { arriveAtListing } from '../../features/blog/listing-return';
import { blogListErrors, blogListPending } from '../../features/blog/route-states';

export const Route = createFileRoute('/blog/')({
  validateSearch: parseBlogSearch,
  beforeLoad: ({ context, routeId, location, search, preload }) => {
    requireRouteFeature(context.brand, routeId);
    // Runs on every arrival, before anything renders: Back to this entry gets the pages it left.
    const listingEntryKey = location.state.__TSR_key;
    if (!preload) {
      const { queryKey } = blogQueries.infinite(context.api, search.pageNumber ?? 1);
      arriveAtListing(context.queryClient, { entryKey: listingEntryKey, queryKey });
    }
    return { listingEntryKey };
  },
  head: lazyHead((h) =>
    h.routeHead((brand) => h.pageTexts.brand(brand, 'blog'), { blog: true, canonicalSearch: h.listingStartPage }),
  ),
  loaderDeps: ({ search }) => ({ startPage: search.pageNumber ?? 1 }),
  loader: async ({ context, deps }) => {
    await Promise.all([
      context.queryClient.ensureInfiniteQueryData(blogQueries.infinite(context.api, deps.startPage)),
      sanitizerForNavigation(),
    ]);
  },
  // The spinner shows at once and goes as soon as the stories are in.
  pendingComponent: () => <RoutePending {...blogListPending} />,
  pendingMs: 0,
  pendingMinMs: 0,
  errorComponent: (props) => <RouteError {...props} {...blogListErrors} />,
  component: BlogListRoute,
});

function BlogListRoute() {
  const { startPage } = Route.useLoaderDeps();
  const { listingEntryKey } = Route.useRouteContext();
  return <BlogListPage startPage={startPage} historyEntry={listingEntryKey} />;
}
