import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { Spinner } from '#src/components/ui/spinner';
import { BLOG_MESSAGES as M } from '../messages';
import * as styles from './article.css';

export function ArticlePending() {
  return (
    <div className={`${styles.page} ${styles.pending}`}>
      <Spinner label={M.loadingStory} />
    </div>
  );
}

export function ArticleError({ reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{M.pageTitle}</h1>
      <div role="alert" className={styles.notice}>
        <p>{M.loadStoryFailed}</p>
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
