import { createFileRoute } from '@tanstack/react-router';
import { requireRouteFeature } from '../../../../../app/feature-gate';
import { offlineAwareArticleError } from '../../../../../app/offline-aware-error';
import { articleHead } from '../../../../../app/page-head';
import { loadArticle } from '../../../../../features/blog/article-loader';
import { ArticlePage } from '../../../../../features/blog/components/article-page';
import { ArticleError, ArticlePending } from '../../../../../features/blog/components/article-states';

/** The standard build's article: /blog/article/{postId}/{slug}/. */
export const Route = createFileRoute('/blog/article/$postId/$slug/')({
  beforeLoad: ({ context }) => requireRouteFeature(context.brand, '/blog/article/$postId/$slug/'),
  head: articleHead,
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
