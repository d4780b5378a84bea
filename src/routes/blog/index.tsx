import { createFileRoute } from '@tanstack/react-router';
import { requireFeature } from '../../app/feature-gate';
import { pageTexts, routeHead } from '../../app/page-head';
import { blogQueries } from '../../features/blog/api/blog-queries';
import { parseBlogSearch } from '../../features/blog/blog-search';
import { BlogListPage } from '../../features/blog/components/blog-list-page';
import { BlogListError, BlogListPending } from '../../features/blog/components/blog-list-states';

export const Route = createFileRoute('/blog/')({
  validateSearch: parseBlogSearch,
  beforeLoad: ({ context }) => requireFeature(context.brand, 'blog'),
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
  return <BlogListPage startPage={startPage} />;
}
