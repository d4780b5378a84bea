import { createFileRoute } from '@tanstack/react-router';
import { articleRouteOptions } from '#src/app/article-route';
import { articleLoader } from '#src/features/blog/article-loader';
import { ArticlePage } from '#src/features/blog/components/article-page';

/** The standard build's article: /blog/article/{postId}/{slug}/. */
export const Route = createFileRoute('/blog/article/$postId/$slug/')({
  // The loader comes with the page: an article's loading code is in no other page's first load (decision 0305).
  codeSplitGroupings: [['loader', 'component']],
  ...articleRouteOptions('standard'),
  loader: articleLoader('standard'),
  component: ArticleRoute,
});

function ArticleRoute() {
  const { postId } = Route.useLoaderData();
  return <ArticlePage postId={postId} />;
}
