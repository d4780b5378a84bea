import { ApiError } from '#src/lib/http/api-error';
import { Button } from '#src/components/ui/button';
import { Notice } from '#src/components/ui/page';
import { subscriptionMessages as m } from '../messages';

/** A query that failed: what went wrong (offline or the server) and a retry. */
export function QueryProblem({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <Notice title={title} role="alert">
      <p>{error instanceof ApiError && error.isOffline ? m.offline : m.serverError}</p>
      <Button onClick={onRetry}>{m.retry}</Button>
    </Notice>
  );
}
