import { createFileRoute } from '@tanstack/react-router';
import { articleRouteOptions } from '#src/app/article-route';
import { ArticlePage } from '#src/features/blog/components/article-page';

/** The analysis site's article: /posts/{postId}/{slug}/ (the standard build redirects it to /blog/article/…). */
export const Route = createFileRoute('/posts/$postId/$slug/')({
  ...articleRouteOptions('analysis'),
  component: ArticleRoute,
});

function ArticleRoute() {
  const { postId } = Route.useLoaderData();
  return <ArticlePage postId={postId} />;
}
