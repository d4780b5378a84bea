import { useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import { Button } from '#src/components/ui/button';
import { NextPageStatus } from '#src/components/ui/next-page-status';
import { Spinner } from '#src/components/ui/spinner';
import { useApi } from '#src/lib/http/api-context';
import { formatDate } from '#contract/locale/format';
import { blogQueries } from '../api/blog-queries';
import { BLOG_MESSAGES as M } from '../messages';
import { COMMENT_MESSAGES as C } from '../comment-messages';
import type { PostComment } from '#contract/blog/types';
import { CommentForm } from './comment-form';
import * as styles from './comments.css';
import * as article from './article.css';

/** A post's comments, a page at a time ('Show more comments'), and the form to add one. Loaded lazily. */
export default function CommentsSection({ postId }: { postId: number }) {
  const api = useApi();
  const [shown, setShown] = useState(1);
  const pages = useQueries({
    queries: Array.from({ length: shown }, (_, i) => blogQueries.comments(api, postId, i + 1)),
  });
  const seen = new Set<number>();
  const comments: PostComment[] = [];
  for (const page of pages) {
    for (const c of page.data?.comments ?? []) {
      if (!seen.has(c.commentId)) {
        seen.add(c.commentId);
        comments.push(c);
      }
    }
  }
  const first = pages[0];
  const last = pages.at(-1);
  const total = first?.data?.total;

  return (
    <section className={styles.section} aria-labelledby="comments-title">
      <h2 id="comments-title" className={styles.title}>
        {C.comments}
        {total !== undefined ? ` (${total})` : ''}
      </h2>
      {first?.isPending ? <Spinner label={M.loadingComments} /> : null}
      {first?.data && comments.length === 0 ? <p>{C.noComments}</p> : null}
      {comments.length > 0 ? (
        <ol className={styles.list}>
          {comments.map((c) => (
            <li key={c.commentId} className={styles.item}>
              <p className={styles.itemMeta}>
                <span className={styles.author}>{c.authorName}</span> ·{' '}
                <time dateTime={c.createdAt}>{formatDate(c.createdAt)}</time>
              </p>
              <p className={styles.text}>{c.commentText}</p>
            </li>
          ))}
        </ol>
      ) : null}
      <NextPageStatus
        page={last}
        showPending={shown > 1}
        loading={M.loadingComments}
        failed={C.loadCommentsFailed}
        retry={M.retry}
        className={article.notice}
      />
      {last?.data?.isNextPage ? (
        <Button variant="secondary" onClick={() => setShown(shown + 1)}>
          {C.showMoreComments}
        </Button>
      ) : null}
      <CommentForm postId={postId} />
    </section>
  );
}
