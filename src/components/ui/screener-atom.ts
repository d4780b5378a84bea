import { atom } from 'jotai';

/**
 * The blocking 'Subscriber exclusive screener' dialog (docs/session.md, "One request client, one table of rules"): the
 * status rules open it.
 */
export const screenerDialogAtom = atom(false);

/**
 * The refusal's body as it came (LockedBasketBody when the server names the basket and its adviser): the dialog's
 * lazily loaded content reads it (lockedBasketOf), so the first load carries no parsing of it.
 */
export const screenerBodyAtom = atom<unknown>(null);
