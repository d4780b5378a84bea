import { lazy, Suspense, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useCachedSuspenseQuery } from '#src/lib/http/cached-query';
import { Link } from '#src/lib/navigation';
import { SafeHtml } from '#src/components/ui/safe-html';
import { Spinner } from '#src/components/ui/spinner';
import { useApi } from '#src/lib/http/api-context';
import { isEmbedded } from '#src/lib/html/embedding';
import { useStoredSession } from '#src/lib/session/use-session';
import { blogKeys, blogQueries } from '../api/blog-queries';
import { BLOG_MESSAGES as M } from '../messages';
import { useScrollableTables } from '../use-scrollable-tables';
import { ArticleMorePages } from './article-more-pages';
import { LikeButton } from './like-button';
import { PremiumGate } from './premium-gate';
import { StoryChips, StoryMedia, StoryMeta } from './story-parts';
import { VideoDialogHost } from './video-dialog-host';
import * as styles from './article.css';

/**
 * The article's parts, for the blog CMS's preview (decision 0181): imported from here, so that they
 * stay in the article's chunk instead of a chunk of their own on every article's first load.
 */
export { StoryChips, StoryMedia, StoryMeta, VideoDialogHost, styles as articleStyles };

/** Below the fold and not needed for the first paint. */
const CommentsSection = lazy(() => import('./comments-section'));

/** One article: its pages, like button and comments; a locked premium post shows its teaser and the gate. */
export function ArticlePage({ postId }: { postId: number }) {
  const api = useApi();
  const queryClient = useQueryClient();
  // The loader has the post in the cache; its observer comes after the first render (decision 0306).
  const { post } = useCachedSuspenseQuery(blogQueries.detail(api, postId)).data;
  const userId = useStoredSession().user?.id ?? null;
  const tablesRef = useScrollableTables();

  // The route's head names the tab (src/app/page-head.ts). On another website (the embedded
  // widget) the title and the storage are the host's. The saved-articles code loads then, not with
  // the page (decision 0305).
  useEffect(() => {
    if (!isEmbedded())
      void import('../../../lib/offline/offline-articles')
        .then(({ rememberArticle }) => rememberArticle())
        .catch(() => undefined);
  }, [post.postId]);

  // Logging in or out changes what the server answers here (premium bodies, likes).
  const seenUser = useRef(userId);
  useEffect(() => {
    if (seenUser.current === userId) return;
    seenUser.current = userId;
    void queryClient.invalidateQueries({ queryKey: blogKeys.post(postId) });
    void queryClient.invalidateQueries({ queryKey: blogKeys.likeStatuses() });
  }, [userId, postId, queryClient]);

  return (
    <article className={styles.page} aria-labelledby="article-title" ref={tablesRef}>
      <Link to="/blog" className={styles.back}>
        {M.backToBlog}
      </Link>
      <StoryChips post={post} />
      <h1 id="article-title" className={styles.title}>
        {post.title}
      </h1>
      <StoryMeta post={post} />
      <div className={styles.hero}>
        <StoryMedia post={post} sizes="(min-width: 800px) 760px, 100vw" priority />
      </div>
      <SafeHtml html={post.bodyHtml} allowEmbeds className={styles.body} />
      {post.isLocked ? <PremiumGate adviser={post.adviserSlug} /> : <ArticleMorePages key={post.postId} post={post} />}
      <div className={styles.actions}>
        <LikeButton postId={post.postId} publicCount={post.likeCount} />
      </div>
      <Suspense fallback={<Spinner label={M.loadingComments} />}>
        <CommentsSection postId={post.postId} />
      </Suspense>
      <VideoDialogHost posts={[post]} />
    </article>
  );
}
