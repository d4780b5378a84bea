import { analyticsKeys, decodeConsent, encodeConsent, type ConsentChoice } from './consent';

/** The part of Web Storage the analytics feature uses (localStorage in the browser, a Map in tests). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The page's localStorage, or null where the browser refuses it (storage blocked). Called in effects
 * and handlers only, never while rendering: a server render has no window.
 */
export function browserStorage(): KeyValueStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The brand's stored choice, or null: none, expired, or no storage (then nothing is ever sent). */
export function readConsent(storage: KeyValueStorage | null, brandId: string, now = Date.now()): ConsentChoice | null {
  try {
    return decodeConsent(storage?.getItem(analyticsKeys(brandId).consent) ?? null, now);
  } catch {
    return null;
  }
}

/** Keeps the reader's choice; a rejection also deletes the analytics client id and session. */
export function saveConsent(
  storage: KeyValueStorage | null,
  brandId: string,
  choice: ConsentChoice,
  now = Date.now(),
): void {
  const keys = analyticsKeys(brandId);
  try {
    storage?.setItem(keys.consent, encodeConsent(choice, now));
  } catch {
    // Full or blocked storage: the banner closes for this page, and as page views are sent only
    // while the stored choice says so, none is.
  }
  if (choice === 'denied') {
    try {
      storage?.removeItem(keys.client);
    } catch {
      // Nothing could have been stored either.
    }
  }
}
