import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from './button';
import { Spinner } from './spinner';

export interface NextPageStatusProps {
  /** The read of the page asked for last (none before the reader asks for one). */
  page: Pick<UseQueryResult<unknown, unknown>, 'isPending' | 'isError' | 'refetch'> | undefined;
  /** false while the list's first page has a spinner of its own. */
  showPending?: boolean;
  loading: string;
  failed: string;
  retry: string;
  /** The failure box's class. */
  className?: string;
}

/** Under a list read a page at a time: a spinner while the next page loads, or its failure and a retry. */
export function NextPageStatus({ page, showPending = true, loading, failed, retry, className }: NextPageStatusProps) {
  return (
    <>
      {showPending && page?.isPending ? <Spinner label={loading} /> : null}
      {page?.isError ? (
        <div role="alert" className={className}>
          <p>{failed}</p>
          <Button variant="secondary" onClick={() => void page.refetch()}>
            {retry}
          </Button>
        </div>
      ) : null}
    </>
  );
}
