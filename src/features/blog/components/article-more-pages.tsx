import { lazy, Suspense, useState } from 'react';
import { Button } from '#src/components/ui/button';
import { Spinner } from '#src/components/ui/spinner';
import { BLOG_MESSAGES as M } from '../messages';
import type { PostDetail } from '#contract/blog/types';

/** The pages after the first and what reads them: code a reader of a one-page post never needs (decision 0305). */
const ArticleNextPages = lazy(() => import('./article-next-pages'));

/**
 * 'Continue reading' under the first page of a long post; the first press loads the pages' reader
 * (article-next-pages.tsx), which asks for page 2 at once and offers the next press itself.
 */
export function ArticleMorePages({ post }: { post: PostDetail }) {
  const [reading, setReading] = useState(false);
  if (post.pageCount <= 1) return null;
  if (!reading) return <Button onClick={() => setReading(true)}>{M.continueReading}</Button>;
  return (
    <Suspense fallback={<Spinner label={M.loadingNextPage} />}>
      <ArticleNextPages post={post} />
    </Suspense>
  );
}
