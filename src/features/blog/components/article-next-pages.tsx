import { useEffect, useRef, useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import { Button } from '#src/components/ui/button';
import { SafeHtml } from '#src/components/ui/safe-html';
import { NextPageStatus } from '#src/components/ui/next-page-status';
import { useApi } from '#src/lib/http/api-context';
import { blogQueries } from '../api/blog-queries';
import { BLOG_MESSAGES as M } from '../messages';
import type { PostDetail } from '#contract/blog/types';
import * as styles from './article.css';

/**
 * Pages 2… of a long post (docs/blog.md, "Article": "a list of fetched detail pages"): 'Continue reading' fetches
 * page n+1 from /api/post/nextpage/ and appends it; focus moves to the page it added. Loaded with the first
 * 'Continue reading' (article-more-pages.tsx), so it starts with page 2 asked for.
 */
export default function ArticleNextPages({ post }: { post: PostDetail }) {
  const api = useApi();
  const [shown, setShown] = useState(2);
  const pages = useQueries({
    queries: Array.from({ length: shown - 1 }, (_, i) => blogQueries.nextPage(api, post.postId, i + 2)),
  });
  const last = pages.at(-1);
  const lastLoaded = last?.data;
  const focusNext = useRef(true);
  const pageRefs = useRef(new Map<number, HTMLElement>());

  useEffect(() => {
    if (focusNext.current && lastLoaded) {
      focusNext.current = false;
      const added = pageRefs.current.get(lastLoaded.pageNumber);
      // Scrolled so its start sits below the sticky header (the page's scroll-padding-top).
      added?.focus({ preventScroll: true });
      added?.scrollIntoView({ block: 'start' });
    }
  }, [lastLoaded]);

  const more = shown < post.pageCount && (lastLoaded ? lastLoaded.isNextPage : !last);
  return (
    <>
      {pages.map((page, i) =>
        page.data ? (
          <section
            key={i + 2}
            ref={(el) => {
              if (el) pageRefs.current.set(i + 2, el);
              else pageRefs.current.delete(i + 2);
            }}
            tabIndex={-1}
            aria-label={`Page ${i + 2}`}
            className={styles.morePage}
          >
            <SafeHtml html={page.data.bodyHtml} allowEmbeds className={styles.body} />
          </section>
        ) : null,
      )}
      <NextPageStatus
        page={last}
        loading={M.loadingNextPage}
        failed={M.nextPageFailed}
        retry={M.retry}
        className={styles.notice}
      />
      {more ? (
        <Button
          onClick={() => {
            focusNext.current = true;
            setShown(shown + 1);
          }}
        >
          {M.continueReading}
        </Button>
      ) : null}
    </>
  );
}
