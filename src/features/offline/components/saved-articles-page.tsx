import { Link } from '@tanstack/react-router';
import { Page, leadClass } from '#src/components/ui/page';
import { Spinner } from '#src/components/ui/spinner';
import { formatDate } from '#contract/locale/format';
import { useSavedArticles } from '#src/lib/offline/offline-articles';
import { offlineMessages } from '../messages';
import * as styles from './offline.css';

export function SavedArticlesPage() {
  const articles = useSavedArticles();
  if (!articles) {
    return (
      <Page title={offlineMessages.savedTitle}>
        <Spinner label={offlineMessages.savedLoading} />
      </Page>
    );
  }
  return (
    <Page title={offlineMessages.savedTitle}>
      <p className={leadClass}>{articles.length ? offlineMessages.savedIntro : offlineMessages.savedEmpty}</p>
      {articles.length ? (
        <ul className={styles.list}>
          {articles.map((a) => (
            <li key={a.postId} className={styles.item}>
              <Link to="/blog/article/$postId/$slug/" params={{ postId: String(a.postId), slug: a.slug }}>
                {a.title}
              </Link>
              <span className={styles.meta}>
                {a.isPremium ? `${offlineMessages.premium} · ` : ''}
                {formatDate(a.savedAt)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </Page>
  );
}
