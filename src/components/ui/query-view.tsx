import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryProblem, type QueryProblemProps } from './query-problem';
import { Spinner } from './spinner';

export interface QueryViewProps<T> {
  query: UseQueryResult<T, unknown>;
  /** The spinner's words while the first answer is on its way. */
  loading?: string;
  /** What the failure notice says (QueryProblem): its title, the feature's words, whose words a refusal gets. */
  problem: Omit<QueryProblemProps, 'error' | 'onRetry'>;
  /** A failed refresh replaces what was shown; by default the last answer stays and the failure waits. */
  errorFirst?: boolean;
  /** The answer's view; none when the screen shows the data itself (the view is then only the states). */
  children?: (data: T) => ReactNode;
}

/**
 * A read's states in one place: a spinner while it is pending, the failure with a way to try again
 * when there is nothing to show, and then the answer.
 */
export function QueryView<T>({ query, loading, problem, errorFirst = false, children }: QueryViewProps<T>) {
  if (query.isPending) return <Spinner label={loading} />;
  if (query.isError && (errorFirst || query.data === undefined)) {
    return <QueryProblem {...problem} error={query.error} onRetry={() => void query.refetch()} />;
  }
  return query.data === undefined ? null : (children?.(query.data) ?? null);
}
