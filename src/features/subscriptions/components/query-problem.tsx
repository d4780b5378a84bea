import { ApiError } from '#src/lib/http/api-error';
import { refusalMessage } from '#src/lib/http/error-kind';
import { Button } from '#src/components/ui/button';
import { Notice } from '#src/components/ui/page';
import { subscriptionMessages as m } from '../messages';

/** A query that failed: what went wrong (offline, the server, or its refusal: too many requests, a conflict) and a retry. */
export function QueryProblem({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <Notice title={title} role="alert">
      <p>{refusalMessage(error) ?? (error instanceof ApiError && error.isOffline ? m.offline : m.serverError)}</p>
      <Button onClick={onRetry}>{m.retry}</Button>
    </Notice>
  );
}
