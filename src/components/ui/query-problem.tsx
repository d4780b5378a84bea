import { ApiError } from '#src/lib/http/api-error';
import { refusalMessage } from '#src/lib/http/error-kind';
import { Button } from './button';
import { Notice } from './page';

/** A feature's words for a failed read: no connection, the server's trouble, and the retry button. */
export interface QueryProblemMessages {
  offline: string;
  serverError: string;
  retry: string;
}

export interface QueryProblemProps {
  title: string;
  error: unknown;
  onRetry: () => void;
  messages: QueryProblemMessages;
}

/**
 * A read that failed with nothing to show: why, in words, and a way to try again. A refusal worth
 * reading as it is (429, 409) is said in the server's words; offline and anything else in the
 * feature's own.
 */
export function QueryProblem({ title, error, onRetry, messages: m }: QueryProblemProps) {
  const offline = error instanceof ApiError && error.isOffline;
  return (
    <Notice title={title} role="alert">
      <p>{refusalMessage(error) ?? (offline ? m.offline : m.serverError)}</p>
      <Button onClick={onRetry}>{m.retry}</Button>
    </Notice>
  );
}
