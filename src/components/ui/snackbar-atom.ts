import { atom, type createStore } from 'jotai';

export type SnackbarVariant = 'success' | 'error' | 'info';
/** Spec §9: the snackbar hides itself after 6000 ms. */
export const SNACKBAR_AUTO_HIDE_MS = 6000;

export interface SnackbarOptions {
  anchor: { vertical: 'top'; horizontal: 'center' };
  autoHideDuration: number;
  message: string;
  variant: SnackbarVariant;
}

/** The app's one snackbar (docs/session.md, "Client state"), shown by <Snackbar>. */
export const snackbarAtom = atom<{ open: boolean; options: SnackbarOptions; id: number }>({
  open: false,
  options: {
    anchor: { vertical: 'top', horizontal: 'center' },
    autoHideDuration: SNACKBAR_AUTO_HIDE_MS,
    message: '',
    variant: 'info',
  },
  id: 0,
});

/** Shows a message in the app's one snackbar (top centre, hides after 6000 ms). */
export function showSnackbar(
  store: ReturnType<typeof createStore>,
  message: string,
  variant: SnackbarVariant = 'info',
): void {
  const prev = store.get(snackbarAtom);
  store.set(snackbarAtom, {
    open: true,
    id: prev.id + 1,
    options: { ...prev.options, autoHideDuration: SNACKBAR_AUTO_HIDE_MS, message, variant },
  });
}
