import { useEffect } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Notice, Page } from '../../components/ui/page';
import type { RouteErrorOptions } from '../../components/ui/route-error';
import { RoutePending } from '../../components/ui/route-pending';
import { blogQueries } from '../../features/blog/api/blog-queries';
import { ArticlePage } from '../../features/blog/components/article-page';
import { articleErrors, articlePending } from '../../features/blog/route-states';
import { openSubscriptionPrompt } from '../../lib/session/prompts';
import { subscriptionDialogAtom } from '../../lib/session/subscription-atoms';
import { WIDGET_MESSAGES as M } from '../messages';
import { useWidget } from '../widget-context';
import { detailHref } from '../widget-urls';
import { RouteBoundary } from './route-boundary';

/** The blog's article errors, except that a post the API does not know leads back to the list. */
const detailErrors: RouteErrorOptions = {
  ...articleErrors,
  handlers: { ...articleErrors.handlers, notFound: () => <StoryNotFound /> },
};

/** The detail route: one post, with the blog's article components. */
export function DetailRoute({ postId, slug }: { postId: number; slug: string | null }) {
  return (
    <RouteBoundary pending={<RoutePending {...articlePending} />} errors={detailErrors}>
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

  // A visitor opening a premium post gets the subscription prompt (decision 0038); a reader the
  // partner signs in who may read it (decision 0215) no longer needs it.
  useEffect(() => {
    if (post.isLocked) openSubscriptionPrompt(store);
    else if (store.get(subscriptionDialogAtom).open) store.set(subscriptionDialogAtom, { open: false, data: null });
  }, [post.postId, post.isLocked, store]);

  return <ArticlePage postId={postId} />;
}

function StoryNotFound() {
  const { router } = useWidget();
  return (
    <Page>
      <Notice role="alert">
        <p>{M.storyNotFound}</p>
        <a href={router.hrefFor({ to: '/blog' }).href}>{M.allStories}</a>
      </Notice>
    </Page>
  );
}
