import type { Query, QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  type PersistedClient,
  type Persister,
} from '@tanstack/query-persist-client-core';
import { createStore, del, get, set } from 'idb-keyval';

/** IndexedDB database and store holding the persisted query cache. */
export const PERSIST_DB_NAME = 'sf-query-cache';
const STORE_NAME = 'queries';
const CLIENT_KEY = 'client';
/** Restored queries older than this are dropped; queries live at least as long in memory (gcTime). */
export const PERSIST_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** The first render waits at most this long for the restore. */
const RESTORE_BUDGET_MS = 400;

/** An idb-keyval persister, or null where IndexedDB cannot be used (private modes, old browsers). */
export function createIdbPersister(): Persister | null {
  try {
    if (typeof indexedDB === 'undefined') return null;
    const store = createStore(PERSIST_DB_NAME, STORE_NAME);
    return {
      persistClient: (client: PersistedClient) => set(CLIENT_KEY, client, store),
      restoreClient: () => get<PersistedClient>(CLIENT_KEY, store),
      removeClient: () => del(CLIENT_KEY, store),
    };
  } catch {
    return null;
  }
}

interface MaybePost {
  body?: { post?: { isPremiumPost?: unknown } };
}

const isFreePost = (data: unknown) => (data as MaybePost | undefined)?.body?.post?.isPremiumPost === false;

/**
 * What may be written to the device: the blog list, and the details and later pages of free posts.
 * Never a premium body (a subscriber's copy lives only in the service worker's per-user cache,
 * which logout deletes), never like status or anything else tied to a reader.
 */
export function persistPredicate(queryClient: QueryClient) {
  return (query: Query): boolean => {
    if (query.state.status !== 'success') return false;
    const [root, kind, postId, sub] = query.queryKey;
    if (root !== 'blog') return false;
    if (kind === 'list') return true;
    if (kind !== 'detail' || typeof postId !== 'number') return false;
    if (sub === undefined) return isFreePost(query.state.data);
    // A later page: kept only when its post is known to be free.
    return isFreePost(queryClient.getQueryData(['blog', 'detail', postId]));
  };
}

/**
 * Restores the persisted blog queries (bounded by RESTORE_BUDGET_MS, so a slow disk never holds
 * the first paint), then keeps saving. Returns the persister, or null when there is none.
 */
export async function restoreAndPersist(queryClient: QueryClient, buster: string): Promise<Persister | null> {
  const persister = createIdbPersister();
  if (!persister) return null;
  const options = { queryClient, persister, buster, maxAge: PERSIST_MAX_AGE_MS };
  try {
    await Promise.race([
      persistQueryClientRestore(options),
      new Promise((resolve) => setTimeout(resolve, RESTORE_BUDGET_MS)),
    ]);
  } catch {
    // A broken store is discarded; the app works without it.
    await Promise.resolve(persister.removeClient()).catch(() => undefined);
  }
  persistQueryClientSubscribe({
    ...options,
    dehydrateOptions: { shouldDehydrateQuery: persistPredicate(queryClient) },
  });
  return persister;
}

/** Deletes the persisted query store (logout, 403). */
export async function clearPersistedQueries(): Promise<void> {
  const persister = createIdbPersister();
  if (persister) await Promise.resolve(persister.removeClient()).catch(() => undefined);
}
