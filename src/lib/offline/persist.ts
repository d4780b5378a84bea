import type { Query, QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  type PersistedClient,
  type Persister,
} from '@tanstack/query-persist-client-core';
import { createStore, del, get, promisifyRequest } from 'idb-keyval';
import { PERSIST_MAX_AGE_MS } from '../http/query-client';
import { trailingThrottle } from './trailing-throttle';

/** IndexedDB database and store holding the persisted query cache. */
export const PERSIST_DB_NAME = 'sf-query-cache';
const STORE_NAME = 'queries';
const CLIENT_KEY = 'client';
/** The first render waits at most this long for the restore. */
const RESTORE_BUDGET_MS = 400;
/** The cache is written at most this often, with its latest state (as createAsyncStoragePersister does). */
export const PERSIST_THROTTLE_MS = 1000;
/**
 * The shape of the persisted data; a store of another shape is discarded, never read. Bump it when
 * query data changes shape. v2: answers' bodies, no envelopes (decision 0062).
 */
export const PERSIST_FORMAT = 'v2';
export const persistBuster = (buildId: string) => `${PERSIST_FORMAT}:${buildId}`;

const CACHE_EVENTS = new Set(['added', 'removed', 'updated']);

/** An idb-keyval persister, or null where IndexedDB cannot be used (private modes, old browsers). */
export function createIdbPersister(): Persister | null {
  try {
    if (typeof indexedDB === 'undefined') return null;
    const store = createStore(PERSIST_DB_NAME, STORE_NAME);
    return {
      // Committed at once, not when the put's callback has run: a page frozen for the back/forward cache, or
      // unloaded, as the write is under way would otherwise never let it commit (decision 0311).
      persistClient: (client: PersistedClient) =>
        store('readwrite', (objects) => {
          objects.put(client, CLIENT_KEY);
          objects.transaction.commit?.();
          return promisifyRequest(objects.transaction);
        }),
      restoreClient: () => get<PersistedClient>(CLIENT_KEY, store),
      removeClient: () => del(CLIENT_KEY, store),
    };
  } catch {
    return null;
  }
}

export interface PersistOptions {
  /** The build's id: a new build starts with an empty store. */
  buildId: string;
  /** Which queries may be written to the device: the feature that owns them says (blog-persist.ts). */
  shouldPersist: (query: Query) => boolean;
  persister?: Persister | null;
}

/**
 * Restores the persisted queries (bounded by RESTORE_BUDGET_MS, so a slow disk never holds the first
 * paint), then saves on cache changes, at most once a second. Returns the persister, or null.
 */
export async function restoreAndPersist(
  queryClient: QueryClient,
  { buildId, shouldPersist, persister = createIdbPersister() }: PersistOptions,
): Promise<Persister | null> {
  if (!persister) return null;
  const options = { queryClient, persister, buster: persistBuster(buildId), maxAge: PERSIST_MAX_AGE_MS };
  try {
    await Promise.race([
      persistQueryClientRestore(options),
      new Promise((resolve) => setTimeout(resolve, RESTORE_BUDGET_MS)),
    ]);
  } catch {
    // A broken store is discarded; the app works without it.
    await Promise.resolve(persister.removeClient()).catch(() => undefined);
  }
  const win = typeof window !== 'undefined' ? window : undefined;
  const flush = () => void save.flush();
  const save = trailingThrottle(() => {
    win?.removeEventListener('beforeunload', flush);
    return persistQueryClientSave({ ...options, dehydrateOptions: { shouldDehydrateQuery: shouldPersist } });
  }, PERSIST_THROTTLE_MS);
  const onEvent = (event: { type: string }) => {
    if (!CACHE_EVENTS.has(event.type)) return;
    save();
    // A write still waiting when the reader leaves is made as the page is left. In `beforeunload`, while
    // the page is whole: one begun in `pagehide` is frozen with a page going into the back/forward cache
    // and lost when it is evicted (Chromium: an article read for less than the throttle's second was
    // never kept). Listened for only while a write waits: a standing `beforeunload` listener keeps every
    // page out of Firefox's back/forward cache.
    win?.addEventListener('beforeunload', flush);
  };
  queryClient.getQueryCache().subscribe(onEvent);
  queryClient.getMutationCache().subscribe(onEvent);
  // Also as the page is hidden, or hidden away: a phone may end a background tab with no further event,
  // and a page that comes back from the back/forward cache makes the write it began in `pagehide`.
  win?.addEventListener('pagehide', flush);
  win?.document.addEventListener('visibilitychange', () =>
    win.document.visibilityState === 'hidden' ? flush() : undefined,
  );
  return persister;
}

/** Deletes the persisted query store (logout, 403). */
export async function clearPersistedQueries(): Promise<void> {
  const persister = createIdbPersister();
  if (persister) await Promise.resolve(persister.removeClient()).catch(() => undefined);
}
