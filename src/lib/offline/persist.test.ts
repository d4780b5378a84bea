import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core';
import { PERSIST_THROTTLE_MS, persistBuster, restoreAndPersist } from './persist';

/** A persister in memory that records each write and when it happened. */
function memoryPersister(stored?: PersistedClient) {
  const writes: Array<{ at: number; client: PersistedClient }> = [];
  let current = stored;
  const persister: Persister = {
    persistClient: async (client) => {
      writes.push({ at: Date.now(), client });
      current = client;
    },
    restoreClient: async () => current,
    removeClient: async () => {
      current = undefined;
    },
  };
  return { persister, writes, current: () => current };
}

const valuesIn = (client: PersistedClient) => client.clientState.queries.map((q) => q.state.data);
const everything = () => true;

beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
afterEach(() => vi.useRealTimers());

describe('the persisted query cache', () => {
  it('writes at most once a second however many cache events come, and always the latest state', async () => {
    const { persister, writes } = memoryPersister();
    const queryClient = new QueryClient();
    await restoreAndPersist(queryClient, { buildId: 'b1', shouldPersist: everything, persister });

    for (let i = 1; i <= 50; i++) queryClient.setQueryData(['blog', 'list'], i);
    await vi.advanceTimersByTimeAsync(PERSIST_THROTTLE_MS - 1);
    expect(writes).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(writes).toHaveLength(1);
    expect(valuesIn(writes[0]!.client)).toEqual([50]);

    // A burst spread over 3 s: every 100 ms another change.
    for (let i = 51; i <= 80; i++) {
      queryClient.setQueryData(['blog', 'list'], i);
      await vi.advanceTimersByTimeAsync(100);
    }
    await vi.advanceTimersByTimeAsync(PERSIST_THROTTLE_MS);
    expect(writes.length).toBeLessThanOrEqual(5);
    for (let i = 1; i < writes.length; i++) {
      expect(writes[i]!.at - writes[i - 1]!.at).toBeGreaterThanOrEqual(PERSIST_THROTTLE_MS);
    }
    expect(valuesIn(writes.at(-1)!.client)).toEqual([80]);
  });

  it('writes only what the owner of the data allows', async () => {
    const { persister, writes } = memoryPersister();
    const queryClient = new QueryClient();
    const shouldPersist = (q: { queryKey: readonly unknown[] }) => q.queryKey[0] === 'blog';
    await restoreAndPersist(queryClient, { buildId: 'b1', shouldPersist, persister });
    queryClient.setQueryData(['blog', 'list'], 'public');
    queryClient.setQueryData(['auth', 'userinfo'], 'private');
    await vi.advanceTimersByTimeAsync(PERSIST_THROTTLE_MS);
    expect(valuesIn(writes.at(-1)!.client)).toEqual(['public']);
  });

  it('never reads a store saved in the old envelope shape (the buster carries the data format)', async () => {
    const old: PersistedClient = {
      buster: 'b1',
      timestamp: Date.now(),
      clientState: {
        mutations: [],
        queries: [
          {
            queryKey: ['blog', 'list'],
            queryHash: '["blog","list"]',
            dehydratedAt: Date.now(),
            state: { data: { head: { status: 0 }, body: { main: [] } }, status: 'success' } as never,
          },
        ],
      },
    };
    expect(persistBuster('b1')).not.toBe(old.buster);
    const stale = memoryPersister(old);
    const queryClient = new QueryClient();
    await restoreAndPersist(queryClient, { buildId: 'b1', shouldPersist: everything, persister: stale.persister });
    expect(queryClient.getQueryData(['blog', 'list'])).toBeUndefined();
    expect(stale.current()).toBeUndefined();

    const fresh = memoryPersister({ ...old, buster: persistBuster('b1') });
    await restoreAndPersist(queryClient, { buildId: 'b1', shouldPersist: everything, persister: fresh.persister });
    expect(queryClient.getQueryData(['blog', 'list'])).toBeDefined();
  });

  it('makes a waiting write as the page is left (beforeunload), listening for it only while one waits', async () => {
    const page = new PageEvents();
    vi.stubGlobal('window', page);
    try {
      const { persister, writes } = memoryPersister();
      const queryClient = new QueryClient();
      await restoreAndPersist(queryClient, { buildId: 'b1', shouldPersist: everything, persister });
      expect(page.listening('beforeunload')).toBe(false);

      // An article read for less than the throttle's second, then left.
      queryClient.setQueryData(['blog', 'detail', 7], 'article 7');
      expect(page.listening('beforeunload')).toBe(true);
      page.dispatchEvent(new Event('beforeunload'));
      await vi.advanceTimersByTimeAsync(0);
      expect(writes).toHaveLength(1);
      expect(valuesIn(writes[0]!.client)).toEqual(['article 7']);
      // Written: nothing waits, so nothing listens (a standing listener keeps pages out of some back/forward caches).
      expect(page.listening('beforeunload')).toBe(false);
      await vi.advanceTimersByTimeAsync(PERSIST_THROTTLE_MS);
      expect(writes).toHaveLength(1);

      // Hidden (a phone switching apps): what waits is written then too.
      queryClient.setQueryData(['blog', 'detail', 8], 'article 8');
      page.document.hide();
      await vi.advanceTimersByTimeAsync(0);
      expect(writes).toHaveLength(2);
      expect(valuesIn(writes[1]!.client)).toEqual(['article 7', 'article 8']);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

/** The document's visibility, as persist.ts reads it. */
class PageDocument extends EventTarget {
  visibilityState: DocumentVisibilityState = 'visible';
  hide() {
    this.visibilityState = 'hidden';
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

/** A window's events as persist.ts uses them, counting who listens for what. */
class PageEvents extends EventTarget {
  private readonly listeners = new Map<string, Set<unknown>>();
  readonly document = new PageDocument();
  override addEventListener(type: string, listener: EventListenerOrEventListenerObject | null) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
    super.addEventListener(type, listener);
  }
  override removeEventListener(type: string, listener: EventListenerOrEventListenerObject | null) {
    this.listeners.get(type)?.delete(listener);
    super.removeEventListener(type, listener);
  }
  listening(type: string) {
    return (this.listeners.get(type)?.size ?? 0) > 0;
  }
}
