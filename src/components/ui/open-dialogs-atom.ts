import { atom } from 'jotai';

/**
 * How many of the app's modal dialogs (dialog.tsx) are open now. A dialog that opens by itself, not from
 * something the user did (the in-app notices), reads it so that it never stacks on another one.
 */
export const openDialogsAtom = atom(0);
