import type { EditorForm } from './editor-form';

/**
 * The basket form's unsaved state on this device, so a reload loses nothing (decision 0165). Kept in
 * localStorage under the adviser's user id and the basket (or 'new'): logging out clears localStorage
 * (clearUserData), and a different user on this device never reads another's key. Cleared on save.
 */
export interface FormDraftStore {
  load(): EditorForm | null;
  save(form: EditorForm): void;
  clear(): void;
}

const PREFIX = 'studio-basket-form';

export const formDraftKey = (userId: number, basketHash: string | null) => `${PREFIX}:${userId}:${basketHash ?? 'new'}`;

const isForm = (v: unknown): v is EditorForm => {
  const f = v as Partial<EditorForm> | null;
  return (
    typeof f === 'object' &&
    f !== null &&
    typeof f.name === 'string' &&
    typeof f.description === 'string' &&
    typeof f.methodology === 'string' &&
    typeof f.fee_amount === 'string' &&
    Array.isArray(f.tag_slugs) &&
    Array.isArray(f.stocks) &&
    f.stocks.every((s) => typeof s?.symbol === 'string' && typeof s.weight === 'string')
  );
};

export function formDraftStore(key: string, storage: Storage | undefined = globalThis.localStorage): FormDraftStore {
  return {
    load() {
      try {
        const raw = storage?.getItem(key);
        const value: unknown = raw ? JSON.parse(raw) : null;
        return isForm(value) ? value : null;
      } catch {
        return null;
      }
    },
    save(form) {
      try {
        storage?.setItem(key, JSON.stringify(form));
      } catch {
        // Full or blocked storage: the form still works, it just is not kept across a reload.
      }
    },
    clear() {
      try {
        storage?.removeItem(key);
      } catch {
        // Nothing to clear.
      }
    },
  };
}
