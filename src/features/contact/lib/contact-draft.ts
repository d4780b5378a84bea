import type { ContactDraft } from '#contract/contact/rules';

export type ReplyBy = 'call' | 'email';
export interface StoredDraft extends ContactDraft {
  reply_by: ReplyBy;
}

export const EMPTY_DRAFT: StoredDraft = {
  reply_by: 'call',
  name: '',
  email: '',
  mobile: '',
  preferred_time: '',
  topic: '',
  message: '',
};

/**
 * What was typed in the 'Talk to us' form, kept on this device until it is sent (docs/contact.md,
 * decision 0190): a reload, a lost connection or a failed send loses nothing. Only this form's own
 * fields; cleared once the message has reached us.
 */
const KEY = 'contact-draft';

export function readDraft(storage: Storage | undefined = globalThis.localStorage): StoredDraft | undefined {
  try {
    const raw = storage?.getItem(KEY);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as Partial<Record<keyof StoredDraft, unknown>>;
    const draft = { ...EMPTY_DRAFT };
    for (const key of Object.keys(EMPTY_DRAFT) as (keyof StoredDraft)[]) {
      const value = parsed[key];
      if (typeof value === 'string') (draft as Record<string, string>)[key] = value.slice(0, 2000);
    }
    if (draft.reply_by !== 'call' && draft.reply_by !== 'email') draft.reply_by = 'call';
    return draft;
  } catch {
    return undefined;
  }
}

export function keepDraft(draft: StoredDraft, storage: Storage | undefined = globalThis.localStorage) {
  try {
    const empty = Object.entries(draft).every(([k, v]) => k === 'reply_by' || v === '');
    if (empty) storage?.removeItem(KEY);
    else storage?.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Private mode or a full store: the form still holds what was typed.
  }
}

export function dropDraft(storage: Storage | undefined = globalThis.localStorage) {
  try {
    storage?.removeItem(KEY);
  } catch {
    // Nothing kept, nothing to drop.
  }
}
