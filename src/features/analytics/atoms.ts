import { atom } from 'jotai';
import type { ConsentChoice } from './consent';

/**
 * The reader's choice as this page knows it: 'unknown' until an effect has read storage (a server
 * render, and the first client render that hydrates it, show no banner), 'undecided' when nothing
 * is stored.
 */
export type ConsentState = 'unknown' | 'undecided' | ConsentChoice;

export const consentAtom = atom<ConsentState>('unknown');

/** The banner brought back from the footer's 'Analytics settings', to change a choice made before. */
export const consentReopenedAtom = atom(false);

/** The footer's 'Analytics settings' button: where focus goes once the banner closes. */
export const SETTINGS_BUTTON_ID = 'analytics-settings';
