/**
 * `load` run once, its promise shared by every caller, until it fails: the call after a failure
 * (offline before a chunk was cached, a new build that removed it) runs it again. For code and
 * clients loaded on demand: a lazy component, the sanitizer, the API's transport, the routes' heads, a
 * route subtree.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}
