import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CmsPostStatus } from '#contract/blog-cms/types';
import { formatDate } from '#contract/locale/format';
import { Button, buttonClass } from '#src/components/ui/button';
import { Notice } from '#src/components/ui/page';
import { PLAIN_PROBLEM_MESSAGES } from '#src/components/ui/query-problem';
import { QueryView } from '#src/components/ui/query-view';
import { useApi } from '#src/lib/http/api-context';
import { Link } from '#src/lib/navigation';
import { cmsQueries } from './cms-queries';
import * as styles from './cms.css';

type Filter = CmsPostStatus | 'all';
const FILTERS: Array<{ value: Filter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'draft', label: 'Draft' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'published', label: 'Published' },
];
export const STATUS_LABEL: Record<CmsPostStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
};

/** The adviser's posts, newest change first: status chips, a status filter, pages, and 'New post'. */
export function CmsPostsList() {
  const api = useApi();
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const query = useQuery({ ...cmsQueries.posts(api, filter, page), placeholderData: keepPreviousData });

  return (
    <>
      <p>
        <Link to="/studio/posts/new/" className={buttonClass('primary')}>
          New post
        </Link>
      </p>
      <div role="group" aria-label="Show posts" className={styles.filters}>
        {FILTERS.map((f) => (
          <Button
            key={f.value}
            variant={filter === f.value ? 'primary' : 'secondary'}
            aria-pressed={filter === f.value}
            onClick={() => {
              setFilter(f.value);
              setPage(1);
            }}
          >
            {f.label}
          </Button>
        ))}
      </div>
      <QueryView
        query={query}
        loading="Loading your posts…"
        problem={{ title: 'Your posts could not be loaded', messages: PLAIN_PROBLEM_MESSAGES, serverWords: false }}
      />
      {query.data?.posts.length === 0 ? (
        <Notice title={filter === 'all' ? 'No posts yet' : `No ${STATUS_LABEL[filter].toLowerCase()} posts`}>
          <p>{filter === 'all' ? 'Write your first post with New post.' : 'Choose All to see every post.'}</p>
        </Notice>
      ) : null}
      {query.data?.posts.length ? (
        <ul className={styles.postList} aria-busy={query.isFetching}>
          {query.data.posts.map((p) => (
            <li key={p.postId} className={styles.postRow}>
              <Link to="/studio/posts/$postId/" params={{ postId: String(p.postId) }}>
                {p.title.trim() || 'Untitled post'}
              </Link>
              <span>
                <span className={styles.statusChip[p.status]}>{STATUS_LABEL[p.status]}</span>
                {p.isPremiumPost ? ' · Premium' : null}
                <span className={styles.muted}>
                  {' '}
                  · {p.status === 'draft' ? `Changed ${formatDate(p.updatedAt)}` : formatDate(p.pubDate)}
                </span>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {query.data && (page > 1 || query.data.isNextPage) ? (
        <nav aria-label="Pages of posts" className={styles.row}>
          <Button variant="secondary" disabled={page === 1} onClick={() => setPage(page - 1)}>
            Previous page
          </Button>
          <span>Page {page}</span>
          <Button variant="secondary" disabled={!query.data.isNextPage} onClick={() => setPage(page + 1)}>
            Next page
          </Button>
        </nav>
      ) : null}
    </>
  );
}
