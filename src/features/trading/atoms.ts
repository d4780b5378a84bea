import { atom } from 'jotai';

/**
 * The amount typed in a basket's invest form, by basket: kept when the dialog closes, a call fails or
 * the device goes offline, until the page is reloaded.
 */
export const investAmountsAtom = atom<Record<string, string>>({});
