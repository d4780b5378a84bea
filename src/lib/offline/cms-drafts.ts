import { clear, createStore, get, promisifyRequest, set, type UseStore } from 'idb-keyval';

/** IndexedDB database and store holding the blog CMS's unsaved posts (docs/blog-cms.md). */
export const CMS_DRAFTS_DB_NAME = 'sf-cms-drafts';

/** A post as typed, kept on the device until the server confirms a save. `key` is the post id or 'new'. */
export interface LocalCmsDraft<T = unknown> {
  key: string;
  /** The revision the typing started from (0 for a new post). */
  baseRevision: number;
  fields: T;
  /** Epoch ms of the last change. */
  changedAt: number;
}

let store: UseStore | null | undefined;
function draftStore(): UseStore | null {
  if (store !== undefined) return store;
  try {
    store = typeof indexedDB === 'undefined' ? null : createStore(CMS_DRAFTS_DB_NAME, 'drafts');
  } catch {
    store = null;
  }
  return store;
}

/** Keeps a typed post on the device; a failure (no IndexedDB) is swallowed: the server copy still saves. */
export async function keepLocalDraft<T>(draft: LocalCmsDraft<T>): Promise<void> {
  const s = draftStore();
  if (s) await set(draft.key, draft, s).catch(() => undefined);
}

export async function readLocalDraft<T>(key: string): Promise<LocalCmsDraft<T> | undefined> {
  const s = draftStore();
  return s ? get<LocalCmsDraft<T>>(key, s).catch(() => undefined) : undefined;
}

/**
 * After a confirmed save: the server holds it now. Only when nothing newer was typed since `changedAt`,
 * read and deleted in one transaction: read in one and deleted in the next, a keep of newer typing that
 * came between them was deleted with the copy it replaced (the last change before a reload was lost).
 */
export async function dropLocalDraft(key: string, changedAt?: number): Promise<void> {
  const s = draftStore();
  if (!s) return;
  await s('readwrite', (drafts) => {
    const read = drafts.get(key);
    read.onsuccess = () => {
      const kept = read.result as LocalCmsDraft | undefined;
      if (changedAt === undefined || !kept || kept.changedAt <= changedAt) drafts.delete(key);
    };
    return promisifyRequest(drafts.transaction);
  }).catch(() => undefined);
}

/** Logout and session end: no adviser's unsaved post outlives the session on this device. */
export async function clearLocalDrafts(): Promise<void> {
  const s = draftStore();
  if (s) await clear(s).catch(() => undefined);
}
