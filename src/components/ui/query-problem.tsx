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

/** The plain words of a screen with none of its own (admin, the adviser's posts). */
export const PLAIN_PROBLEM_MESSAGES: QueryProblemMessages = {
  offline: 'You appear to be offline. Try again when the connection is back.',
  serverError: 'Something went wrong on our side. Please try again.',
  retry: 'Try again',
};

export interface QueryProblemProps {
  title: string;
  error: unknown;
  onRetry: () => void;
  messages: QueryProblemMessages;
  /** false: a refusal (429, 409) is said in the feature's words too, like any other failure. */
  serverWords?: boolean;
}

/**
 * A read that failed with nothing to show: why, in words, and a way to try again. A refusal worth
 * reading as it is (429, 409) is said in the server's words; offline and anything else in the
 * feature's own.
 */
export function QueryProblem({ title, error, onRetry, messages: m, serverWords = true }: QueryProblemProps) {
  const offline = error instanceof ApiError && error.isOffline;
  return (
    <Notice title={title} role="alert">
      <p>{(serverWords ? refusalMessage(error) : undefined) ?? (offline ? m.offline : m.serverError)}</p>
      <Button onClick={onRetry}>{m.retry}</Button>
    </Notice>
  );
}
