import type { ReactNode } from 'react';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { Page } from '#src/components/ui/page';
import { Spinner } from '#src/components/ui/spinner';
import { ApiError } from '#src/lib/http/api-error';
import { basketMessages as m } from '../messages';
import * as styles from './load-states.css';

/** The page's heading and a spinner that says what is loading. */
export function LoadingPage({ title, label }: { title: string; label: string }) {
  return (
    <Page title={title}>
      <Spinner label={label} />
    </Page>
  );
}

/** What went wrong, in words: offline, the server, or the server's own message for bad input. */
export function describeLoadError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.isOffline) return m.offline;
    if (error.httpStatus >= 500) return m.serverError;
    return error.message;
  }
  return m.serverError;
}

/** The page's heading, what failed and a retry that runs the route's loader again. */
export function LoadFailedPage({ title, heading, error }: { title: string; heading: string; error: unknown }) {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  return (
    <Page title={title}>
      <Notice title={heading} role="alert">
        <p>{describeLoadError(error)}</p>
        <button
          type="button"
          className={styles.button}
          onClick={() => {
            queryReset.reset();
            void router.invalidate();
          }}
        >
          {m.retry}
        </button>
      </Notice>
    </Page>
  );
}

/** A boxed message under the page heading: an empty list, or a failure (role alert). */
export function Notice({ title, role, children }: { title: string; role?: 'alert'; children?: ReactNode }) {
  return (
    <section className={styles.notice} role={role}>
      <h2 className={styles.noticeTitle}>{title}</h2>
      {children}
    </section>
  );
}
