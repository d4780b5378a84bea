import { useEffect } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { blogQueries } from '../../features/blog/api/blog-queries';
import { ArticlePage } from '../../features/blog/components/article-page';
import { ArticleError, ArticlePending } from '../../features/blog/components/article-states';
import * as articleStyles from '../../features/blog/components/article.css';
import { ApiError } from '../../lib/http/api-error';
import { openSubscriptionPrompt } from '../../lib/session/prompts';
import { WIDGET_MESSAGES as M } from '../messages';
import { useWidget } from '../widget-context';
import { detailHref } from '../widget-urls';
import { RouteBoundary, type RouteErrorProps } from './route-boundary';

/** The detail route: one post, with the blog's article components. */
export function DetailRoute({ postId, slug }: { postId: number; slug: string | null }) {
  return (
    <RouteBoundary pending={<ArticlePending />} error={DetailError}>
      <Article postId={postId} slug={slug} />
    </RouteBoundary>
  );
}

function Article({ postId, slug }: { postId: number; slug: string | null }) {
  const { api, store, router, config } = useWidget();
  const { post } = useSuspenseQuery(blogQueries.detail(api, postId)).data;

  // One address per post: the right id under another slug is replaced by the canonical one.
  useEffect(() => {
    if (post.slug !== slug) {
      router.navigate(detailHref(config, post.postId, post.slug), { replace: true, resetScroll: false });
    }
  }, [post.postId, post.slug, slug, router, config]);

  // A visitor opening a premium post gets the subscription prompt (decision 0038).
  useEffect(() => {
    if (post.isLocked) openSubscriptionPrompt(store);
  }, [post.postId, post.isLocked, store]);

  return <ArticlePage postId={postId} thirdParty />;
}

function DetailError(props: RouteErrorProps) {
  const { router } = useWidget();
  const { error } = props;
  if (!(error instanceof ApiError && (error.httpStatus === 404 || error.httpStatus === 400))) {
    return <ArticleError {...props} />;
  }
  const { href } = router.hrefFor({ to: '/blog' });
  return (
    <div className={articleStyles.page}>
      <div role="alert" className={articleStyles.notice}>
        <p>{M.storyNotFound}</p>
        <a href={href}>{M.allStories}</a>
      </div>
    </div>
  );
}
