import type * as IdbKeyval from 'idb-keyval';
import type { UseStore } from 'idb-keyval';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * An object store with IndexedDB's ordering, in memory: each transaction starts once the one created
 * before it has finished, and its requests answer in order, each in a task of its own (jsdom has no
 * IndexedDB). What the drafts module does with idb-keyval runs on it unchanged.
 */
function orderedStore(): UseStore {
  const data = new Map<IDBValidKey, unknown>();
  let last: Promise<unknown> = Promise.resolve();
  return (_mode, callback) => {
    const run = last.then(
      () =>
        new Promise((resolve, reject) => {
          const transaction = { oncomplete: null as null | (() => void), onabort: null, onerror: null };
          let pending = 0;
          const settle = () => {
            if (pending === 0) setTimeout(() => transaction.oncomplete?.());
          };
          const request = (act: () => unknown) => {
            pending++;
            const req = { result: undefined as unknown, onsuccess: null as null | (() => void), onerror: null };
            setTimeout(() => {
              req.result = act();
              req.onsuccess?.();
              pending--;
              settle();
            });
            return req;
          };
          const store = {
            transaction,
            get: (key: IDBValidKey) => request(() => data.get(key)),
            put: (value: unknown, key: IDBValidKey) => request(() => data.set(key, value) && key),
            delete: (key: IDBValidKey) => request(() => void data.delete(key)),
            clear: () => request(() => data.clear()),
          };
          Promise.resolve(callback(store as unknown as IDBObjectStore)).then(resolve, reject);
        }),
    );
    last = run.catch(() => undefined);
    return run as never;
  };
}

vi.mock('idb-keyval', async (original) => ({
  ...(await original<typeof IdbKeyval>()),
  createStore: () => orderedStore(),
}));

describe('the CMS drafts kept on the device', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.stubGlobal('indexedDB', {});
  });

  it('keeps what was typed while a confirmed save drops the copy it replaced', async () => {
    const drafts = await import('./cms-drafts');
    await drafts.keepLocalDraft({ key: '7', baseRevision: 3, fields: { title: 'Monsoon' }, changedAt: 100 });
    // The save of the copy typed at 100 is confirmed, and the adviser types again at once.
    const dropped = drafts.dropLocalDraft('7', 100);
    const kept = drafts.keepLocalDraft({ key: '7', baseRevision: 3, fields: { title: 'Monsoon!' }, changedAt: 101 });
    await Promise.all([dropped, kept]);
    expect((await drafts.readLocalDraft('7'))?.fields).toEqual({ title: 'Monsoon!' });
  });

  it('drops the copy a confirmed save holds, and any copy when asked without a time', async () => {
    const drafts = await import('./cms-drafts');
    await drafts.keepLocalDraft({ key: '7', baseRevision: 3, fields: { title: 'Monsoon' }, changedAt: 100 });
    await drafts.dropLocalDraft('7', 99);
    expect(await drafts.readLocalDraft('7')).toBeDefined();
    await drafts.dropLocalDraft('7', 100);
    expect(await drafts.readLocalDraft('7')).toBeUndefined();
    await drafts.keepLocalDraft({ key: 'new', baseRevision: 0, fields: {}, changedAt: 5 });
    await drafts.dropLocalDraft('new');
    expect(await drafts.readLocalDraft('new')).toBeUndefined();
  });
});
