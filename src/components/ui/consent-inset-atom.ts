import { atom } from 'jotai';

/**
 * The consent banner's height in px while it waits for a choice, else 0: what else sticks to the bottom
 * of the window (the basket page's Invest bar) stands on it (layout-vars.ts, CONSENT_INSET). App state,
 * not a property on <html>, where every write restyled the whole page (decision 0310).
 */
export const consentInsetAtom = atom(0);
