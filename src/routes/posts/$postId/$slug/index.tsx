import { createFileRoute } from '@tanstack/react-router';
import { articleRouteOptions } from '#src/app/article-route';
import { articleLoader } from '#src/features/blog/article-loader';
import { ArticlePage } from '#src/features/blog/components/article-page';

/** The analysis site's article: /posts/{postId}/{slug}/ (the standard build redirects it to /blog/article/…). */
export const Route = createFileRoute('/posts/$postId/$slug/')({
  // The loader comes with the page: an article's loading code is in no other page's first load (decision 0305).
  codeSplitGroupings: [['loader', 'component']],
  ...articleRouteOptions('analysis'),
  loader: articleLoader('analysis'),
  component: ArticleRoute,
});

function ArticleRoute() {
  const { postId } = Route.useLoaderData();
  return <ArticlePage postId={postId} />;
}
