import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '#src/components/ui/route-error';
import { RoutePending } from '#src/components/ui/route-pending';
import { requireFeature } from '../../app/feature-gate';
import { blogQueries } from '../../features/blog/api/blog-queries';
import { BlogListPage } from '../../features/blog/components/blog-list-page';
import { blogListErrors, blogListPending } from '../../features/blog/route-states';
import { parseBlogSearch } from '#contract/blog-search';

export const Route = createFileRoute('/blog/')({
  validateSearch: parseBlogSearch,
  beforeLoad: ({ context }) => requireFeature(context.brand, 'blog'),
  loaderDeps: ({ search }) => ({ startPage: search.pageNumber ?? 1 }),
  loader: async ({ context, deps }) => {
    await context.queryClient.ensureInfiniteQueryData(blogQueries.infinite(context.api, deps.startPage));
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
  return <BlogListPage startPage={startPage} />;
}
