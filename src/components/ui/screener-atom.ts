import { atom } from 'jotai';

/** The blocking 'Subscriber exclusive screener' dialog (spec §2, §4): the status rules open it. */
export const screenerDialogAtom = atom(false);
