import { createFileRoute } from '@tanstack/react-router';
import { requireFeature } from '#src/app/feature-gate';
import { offlineAwareArticleError } from '#src/app/offline-aware-error';
import { loadArticle } from '#src/features/blog/article-loader';
import { ArticlePage } from '#src/features/blog/components/article-page';
import { ArticleError, ArticlePending } from '#src/features/blog/components/article-states';

/** The standard build's article: /blog/article/{postId}/{slug}/. */
export const Route = createFileRoute('/blog/article/$postId/$slug/')({
  beforeLoad: ({ context }) => requireFeature(context.brand, 'blog'),
  loader: ({ context, params }) => loadArticle(context, params, 'standard'),
  pendingComponent: ArticlePending,
  pendingMs: 0,
  pendingMinMs: 0,
  errorComponent: offlineAwareArticleError(ArticleError),
  component: ArticleRoute,
});

function ArticleRoute() {
  const { postId } = Route.useLoaderData();
  return <ArticlePage postId={postId} />;
}
