import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { Spinner } from '../../../components/ui/spinner';
import { BLOG_MESSAGES as M } from '../messages';
import * as styles from './blog-list.css';

/** Shown at once while the first page loads. */
export function BlogListPending() {
  return (
    <div className={`${styles.page} ${styles.pending}`}>
      <h1 className={styles.heading}>{M.pageTitle}</h1>
      <Spinner label={M.loadingStories} />
    </div>
  );
}

/** The first page could not be loaded: say so, and offer to try again. */
export function BlogListError({ reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{M.pageTitle}</h1>
      <div role="alert" className={styles.notice}>
        <p>{M.loadStoriesFailed}</p>
        <button
          type="button"
          className={styles.button}
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          {M.retry}
        </button>
      </div>
    </div>
  );
}

/**
 * A listing with no stories: none yet on page 1; past the last page (?pageNumber=99), say so and
 * lead back to page 1.
 */
export function BlogListEmpty({ startPage }: { startPage: number }) {
  if (startPage <= 1) return <p>{M.noStories}</p>;
  return (
    <div className={styles.notice}>
      <p className={styles.noticeText}>{M.noMoreStories}</p>
      <Link to="/blog" className={styles.loadMore}>
        {M.firstPage}
      </Link>
    </div>
  );
}
