import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '#src/components/ui/button';
import { Notice } from '#src/components/ui/page';
import { Spinner } from '#src/components/ui/spinner';
import { errorKind } from '#src/lib/http/error-kind';

/** A query's loading and failure states: a spinner, or what failed and a way to try again. */
export function AdminLoadState({ query, what }: { query: UseQueryResult<unknown>; what: string }) {
  if (query.isPending) return <Spinner label={`Loading ${what}…`} />;
  if (!query.isError || query.data) return null;
  return (
    <Notice title={`The ${what} could not be loaded`} role="alert">
      <p>
        {errorKind(query.error) === 'offline'
          ? 'You appear to be offline. Try again when the connection is back.'
          : 'Something went wrong on our side. Please try again.'}
      </p>
      <Button onClick={() => void query.refetch()}>Try again</Button>
    </Notice>
  );
}
