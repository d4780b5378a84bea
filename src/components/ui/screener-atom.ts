import { atom } from 'jotai';

/**
 * The blocking 'Subscriber exclusive screener' dialog (docs/session.md, "One request client, one table of rules"): the
 * status rules open it.
 */
export const screenerDialogAtom = atom(false);
