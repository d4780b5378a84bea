import { createFileRoute } from '@tanstack/react-router';
import { requireRouteFeature } from '../../app/feature-gate';
import { pageTexts, routeHead } from '../../app/page-head';
import { blogQueries } from '../../features/blog/api/blog-queries';
import { parseBlogSearch } from '#contract/blog-search';
import { BlogListPage } from '../../features/blog/components/blog-list-page';
import { BlogListError, BlogListPending } from '../../features/blog/components/blog-list-states';
import { arriveAtListing } from '../../features/blog/listing-return';

export const Route = createFileRoute('/blog/')({
  validateSearch: parseBlogSearch,
  beforeLoad: ({ context, location, search, preload }) => {
    requireRouteFeature(context.brand, '/blog/');
    // Runs on every arrival, before anything renders: Back to this entry gets the pages it left.
    const listingEntryKey = location.state.__TSR_key;
    if (!preload) {
      const { queryKey } = blogQueries.infinite(context.api, search.pageNumber ?? 1);
      arriveAtListing(context.queryClient, { entryKey: listingEntryKey, queryKey });
    }
    return { listingEntryKey };
  },
  head: routeHead((brand) => pageTexts.brand(brand, 'blog')),
  loaderDeps: ({ search }) => ({ startPage: search.pageNumber ?? 1 }),
  loader: async ({ context, deps }) => {
    await context.queryClient.ensureInfiniteQueryData(blogQueries.infinite(context.api, deps.startPage));
  },
  // The spinner shows at once and goes as soon as the stories are in.
  pendingComponent: BlogListPending,
  pendingMs: 0,
  pendingMinMs: 0,
  errorComponent: BlogListError,
  component: BlogListRoute,
});

function BlogListRoute() {
  const { startPage } = Route.useLoaderDeps();
  const { listingEntryKey } = Route.useRouteContext();
  return <BlogListPage startPage={startPage} historyEntry={listingEntryKey} />;
}
