import type { AppStore } from '../app-store';
import type { BrandConfig } from '../brand';
import { loginDialogAtom, type LoginType } from './session-atoms';
import { subscriptionDialogAtom } from './subscription-atoms';
import { rememberNextPath } from './next-path';

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
