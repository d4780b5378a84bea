import { createFileRoute } from '@tanstack/react-router';
import { articleRouteOptions } from '#src/app/article-route';
import { ArticlePage } from '#src/features/blog/components/article-page';

/** The standard build's article: /blog/article/{postId}/{slug}/. */
export const Route = createFileRoute('/blog/article/$postId/$slug/')({
  ...articleRouteOptions('standard'),
  component: ArticleRoute,
});

function ArticleRoute() {
  const { postId } = Route.useLoaderData();
  return <ArticlePage postId={postId} />;
}
