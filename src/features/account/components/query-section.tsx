import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError } from '#src/lib/http/api-error';
import { useOnline } from '#src/lib/offline/online-status';
import { Button } from '#src/components/ui/button';
import { Spinner } from '#src/components/ui/spinner';
import { accountMessages as m } from '../messages';
import * as styles from './account.css';

interface QuerySectionProps<T> {
  title: string;
  query: UseQueryResult<T>;
  loading: string;
  failed: string;
  children: (data: T) => ReactNode;
  /** Extra content under the title (an introduction). */
  intro?: ReactNode;
}

const isOffline = (error: unknown) => error instanceof ApiError && error.isOffline;

/**
 * A settings section over one read: a spinner while it loads, what went wrong with a way to try
 * again, or the data — with a note when it is this device's copy shown offline.
 */
export function QuerySection<T>({ title, query, loading, failed, children, intro }: QuerySectionProps<T>) {
  const online = useOnline();
  const titleId = `account-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {title}
      </h2>
      {intro}
      {query.isPending ? (
        <Spinner label={loading} />
      ) : query.isError && query.data === undefined ? (
        <div role="alert">
          <p>
            <strong>{failed}</strong>
          </p>
          <p>{isOffline(query.error) ? m.offlineEmpty : m.serverError}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {m.retry}
          </Button>
        </div>
      ) : (
        <>
          {!online || isOffline(query.error) ? (
            <p className={styles.muted} role="status">
              {m.shownOffline}
            </p>
          ) : null}
          {children(query.data as T)}
        </>
      )}
    </section>
  );
}
