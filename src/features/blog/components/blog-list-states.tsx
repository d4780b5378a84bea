import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { Spinner } from '#src/components/ui/spinner';
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
