import type { AppStore } from '../app-store';
import type { BrandConfig } from '../brand';
import { isLoggedInAtom, loginDialogAtom, type LoginType } from './session-atoms';
import { planDialogAtom, subscriptionDialogAtom, type PlanDialogData } from './subscription-atoms';
import { rememberNextPath } from './next-path';

/**
 * The login prompt: stores the current path and query as the next path (30-minute cookie), then opens
 * the login dialog with the brand's login type (or the one asked for, e.g. 'broker' when a broker
 * session expired). After logging in the user lands on the next path.
 */
export function openLoginPrompt(
  store: AppStore,
  brand: Pick<BrandConfig, 'loginType'>,
  type?: LoginType,
  next?: string,
): void {
  rememberNextPath(next);
  store.set(loginDialogAtom, { open: true, type: type ?? brand.loginType });
}

/**
 * The subscription prompt: the visitor subscription-required page in a modal (docs/session.md, "Login dialog and page
 * fragments").
 */
export function openSubscriptionPrompt(store: AppStore, data: unknown = null): void {
  store.set(subscriptionDialogAtom, { open: true, data });
}

/**
 * The plan dialog: the plans of an adviser, of a basket's adviser, or of every adviser (premium posts),
 * with the page to come back to after paying (the current one unless given).
 */
export function openPlanDialog(store: AppStore, data: PlanDialogData = {}): void {
  const from =
    data.from ?? (typeof window === 'undefined' ? undefined : `${window.location.pathname}${window.location.search}`);
  store.set(planDialogAtom, { open: true, data: { ...data, from } });
}

/**
 * A premium entry point (a locked post, a subscriber-only screen): a signed-in investor goes straight
 * to the plans (never 'Already a subscriber? Log in'); a visitor gets the subscription prompt, whose
 * Subscribe link opens the plans.
 */
export function openSubscribe(store: AppStore, data: PlanDialogData = {}): void {
  if (store.get(isLoggedInAtom)) openPlanDialog(store, data);
  else openSubscriptionPrompt(store, data);
}
