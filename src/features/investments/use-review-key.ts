import { useState } from 'react';
import { newClientKey } from '#src/lib/http/client-key';

/**
 * The client key of one review: made when the review opens (or what it reviews changes) and kept for
 * every attempt from it, so a double click or a retry after a network failure never places twice.
 */
export function useReviewKey(...deps: unknown[]): string {
  const [state, setState] = useState(() => ({ deps, key: newClientKey() }));
  if (deps.length !== state.deps.length || deps.some((d, i) => !Object.is(d, state.deps[i]))) {
    const next = { deps, key: newClientKey() };
    setState(next);
    return next.key;
  }
  return state.key;
}
