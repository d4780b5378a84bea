import {
  dehydrate,
  hashKey,
  hydrate,
  type DehydratedState,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';

/**
 * The query data a server render loaded, carried in the page and put into the browser's query
 * cache before the app hydrates (decision 0070): the app asks for none of it again.
 */

/** Id of the page's <script type="application/json"> holding the state. */
export const SERVER_STATE_ID = 'query-state';

/** What the server loaded for the page: the answered queries (failed or pending ones stay out). */
export const serverStateOf = (queryClient: QueryClient): DehydratedState => dehydrate(queryClient);

/** The state the server placed in this page, or null (the offline shell, a page the browser renders). */
export function readServerState(doc: Document = document): DehydratedState | null {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as DehydratedState;
    return Array.isArray(state?.queries) ? state : null;
  } catch {
    return null;
  }
}

const answered = new WeakMap<QueryClient, Set<string>>();

/**
 * Puts the server's answers into the cache, over anything restored from the device: they count as
 * received now, by this browser's clock, so an older copy from the persisted cache (or a restore
 * that finishes late) never replaces them, whatever the two clocks say.
 */
export function applyServerState(queryClient: QueryClient, state: DehydratedState, now = Date.now()): void {
  const queries = state.queries.map((q) => ({ ...q, state: { ...q.state, dataUpdatedAt: now } }));
  hydrate(queryClient, { ...state, queries });
  answered.set(queryClient, new Set(queries.map((q) => q.queryHash)));
}

/**
 * True once for a query whose answer came with this page: the server asked as this reader moments
 * ago, so a loader that would ask again (a premium post's details) may use it. Later calls: false.
 */
export function takeServerAnswer(queryClient: QueryClient, queryKey: QueryKey): boolean {
  return answered.get(queryClient)?.delete(hashKey(queryKey)) ?? false;
}
