import { ApiError } from '#src/lib/http/api-error';
import { refusalMessage } from '#src/lib/http/error-kind';
import { Button } from '#src/components/ui/button';
import { Notice } from '#src/components/ui/page';
import { investmentMessages as m } from '../messages';

/** A read that failed with nothing to show: why, in words, and a way to try again. */
export function QueryProblem({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const offline = error instanceof ApiError && error.isOffline;
  return (
    <Notice title={title} role="alert">
      <p>{refusalMessage(error) ?? (offline ? m.offline : m.serverError)}</p>
      <Button onClick={onRetry}>{m.retry}</Button>
    </Notice>
  );
}
