import type { UseQueryResult } from '@tanstack/react-query';
import { PLAIN_PROBLEM_MESSAGES } from '#src/components/ui/query-problem';
import { QueryView } from '#src/components/ui/query-view';

/** A query's loading and failure states: a spinner, or what failed and a way to try again. */
export function AdminLoadState({ query, what }: { query: UseQueryResult<unknown, unknown>; what: string }) {
  return (
    <QueryView
      query={query}
      loading={`Loading ${what}…`}
      problem={{ title: `The ${what} could not be loaded`, messages: PLAIN_PROBLEM_MESSAGES, serverWords: false }}
    />
  );
}
