import { useEffect, useMemo, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useBrand, Link, useNavigate } from '#src/lib/navigation';
import { Button, buttonClass } from '#src/components/ui/button';
import { Page } from '#src/components/ui/page';
import { Spinner } from '#src/components/ui/spinner';
import { useApi } from '#src/lib/http/api-context';
import { useCachedSuspenseInfiniteQuery } from '#src/lib/http/cached-infinite-query';
import { blogQueries } from '../api/blog-queries';
import { INFINITE_SCROLL_THRESHOLD } from '../constants';
import { clearUnusedLists, isLoadMoreStop, splitStories, storiesOf } from '../list-rules';
import { leaveListing } from '../listing-leave';
import type { ShownListing } from '../listing-return';
import { BLOG_MESSAGES as M } from '../messages';
import { useScrollThreshold } from '../use-scroll-threshold';
import { VideoDialogHost } from './video-dialog-host';
import { AllStories, LeadStory, PopularStories, SideStories } from './blog-stories';
import { BlogListEmpty } from './blog-list-states';
import * as styles from './blog-list.css';

export interface BlogListPageProps {
  startPage: number;
  /** The history entry it is shown at: Back to it gets these pages again (listing-return.ts). */
  historyEntry?: string;
}

/**
 * The blog listing (docs/blog.md, "Listing"): pages from `startPage` on, appended as the reader scrolls past 70%,
 * until a page whose number is a multiple of 5; then 'Load More' fetches the next page and moves the
 * URL's pageNumber to it.
 */
export function BlogListPage({ startPage, historyEntry }: BlogListPageProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const brand = useBrand();
  const options = blogQueries.infinite(api, startPage);
  const query = useCachedSuspenseInfiniteQuery(options);
  const { fetchNextPage, hasNextPage, isFetchingNextPage, isFetchNextPageError } = query;

  const stories = useMemo(() => storiesOf(query.data), [query.data]);
  const { lead, side, rest } = splitStories(stories);
  const popular = query.data.pages[0]?.popular ?? [];
  const lastPage = query.data.pages.at(-1)?.thisPageNumber ?? startPage;
  const atStop = isLoadMoreStop(lastPage);

  useScrollThreshold(
    INFINITE_SCROLL_THRESHOLD,
    hasNextPage && !atStop && !isFetchingNextPage && !isFetchNextPageError,
    () => void fetchNextPage(),
  );

  // Leaving the screen clears the blog data (docs/blog.md, "Listing"); what was shown is kept for Back only.
  const shown = useRef<ShownListing>({ entryKey: historyEntry, queryKey: options.queryKey });
  useEffect(() => {
    shown.current = { entryKey: historyEntry, queryKey: options.queryKey };
  });
  useEffect(() => () => void setTimeout(() => leaveListing(queryClient, shown.current), 0), [queryClient]);

  const loadMore = async () => {
    const result = await fetchNextPage();
    const next = result.data?.pages.at(-1)?.thisPageNumber;
    if (result.isFetchNextPageError || !result.data || !next || next === lastPage) return;
    // The pages read so far move to the new start page's key, so the URL change refetches nothing.
    queryClient.setQueryData(blogQueries.infinite(api, next).queryKey, result.data);
    await navigate({ to: '.', search: { pageNumber: next }, replace: true, resetScroll: false });
    setTimeout(() => clearUnusedLists(queryClient), 0);
  };

  return (
    <Page title={M.pageTitle}>
      <div className={styles.layout}>
        <div className={styles.stories}>
          {lead ? <LeadStory post={lead} /> : <BlogListEmpty startPage={startPage} />}
          <SideStories posts={side} />
          <AllStories posts={rest} />
          <div className={styles.footer}>
            {isFetchingNextPage ? <Spinner label={M.loadingMore} /> : null}
            {isFetchNextPageError && !isFetchingNextPage ? (
              <div role="alert" className={styles.footer}>
                <p>{M.loadMoreFailed}</p>
                <Button onClick={() => void (atStop ? loadMore() : fetchNextPage())}>{M.retry}</Button>
              </div>
            ) : null}
            {atStop && hasNextPage && !isFetchingNextPage && !isFetchNextPageError ? (
              <Link
                to="."
                search={{ pageNumber: lastPage + 1 }}
                // The click is loadMore()'s (it appends the page, then replaces the address without a scroll);
                // preloading the address on hover would fetch that page twice.
                preload={false}
                className={buttonClass('secondary')}
                onClick={(e) => {
                  e.preventDefault();
                  void loadMore();
                }}
              >
                {M.loadMore}
              </Link>
            ) : null}
          </div>
        </div>
        <PopularStories posts={popular} brandName={brand.displayName} />
      </div>
      <VideoDialogHost posts={stories} />
    </Page>
  );
}
