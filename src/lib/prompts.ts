import type { AppStore } from './app-store';
import type { BrandConfig } from './brand';
import {
  loginDialogAtom,
  snackbarAtom,
  subscriptionDialogAtom,
  SNACKBAR_AUTO_HIDE_MS,
  type LoginType,
  type SnackbarVariant,
} from './atoms';
import { rememberNextPath } from './session-next-path';

/**
 * The login prompt: stores the current path and query as the next path (30-minute cookie), then opens
 * the login dialog with the brand's login type (or the one asked for, e.g. 'broker' when a broker
 * session expired). After logging in the user lands on the next path.
 */
export function openLoginPrompt(store: AppStore, brand: Pick<BrandConfig, 'loginType'>, type?: LoginType): void {
  rememberNextPath();
  store.set(loginDialogAtom, { open: true, type: type ?? brand.loginType });
}

/** The subscription prompt: the visitor subscription-required page in a modal (spec §4). */
export function openSubscriptionPrompt(store: AppStore, data: unknown = null): void {
  store.set(subscriptionDialogAtom, { open: true, data });
}

/** Shows a message in the app's one snackbar (top centre, hides after 6000 ms). */
export function showSnackbar(store: AppStore, message: string, variant: SnackbarVariant = 'info'): void {
  const prev = store.get(snackbarAtom);
  store.set(snackbarAtom, {
    open: true,
    id: prev.id + 1,
    options: { ...prev.options, autoHideDuration: SNACKBAR_AUTO_HIDE_MS, message, variant },
  });
}

export function hideSnackbar(store: AppStore): void {
  store.set(snackbarAtom, (s) => ({ ...s, open: false }));
}
