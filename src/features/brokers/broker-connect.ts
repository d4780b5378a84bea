import type { AppStore } from '#src/lib/app-store';
import type { ApiClient } from '#src/lib/http/api-client';
import type { BrandConfig } from '#src/lib/brand';
import { ApiError } from '#src/lib/http/api-error';
import { allowedRedirect } from '#src/lib/session/redirect-allow-list';
import { brokerRedirectAtom, browserPopupBlockedAtom } from '#src/lib/session/session-atoms';
import { showSnackbar } from '#src/components/ui/snackbar-atom';
import { requestBrokerSignIn } from './api/broker-queries';
import { brokerMessages as m } from './messages';

/**
 * How the broker's sign-in opens (docs/trading-screens.md): in this tab by default (settings/brokers/,
 * /loginerror/: nothing to keep on the page, and no pop-up blocker in the way); in a new window from
 * the buy flow, so the basket page and the typed amount stay (the broker-redirect dialog first).
 */
export type ConnectMode = 'same-tab' | 'new-window';

export interface ConnectEnv {
  api: ApiClient;
  store: AppStore;
  brand: Pick<BrandConfig, 'paymentHosts' | 'brokers'>;
  /** This page's origin. */
  origin: string;
  /** Sends this tab to a URL (window.location.assign). */
  assign: (url: string) => void;
  warn?: (message: string, detail: unknown) => void;
}

export interface ConnectRequest {
  brokerId: string;
  mode: ConnectMode;
  /** A same-site path to come back to (the server's default is /settings/brokers/). */
  next?: string;
}

export type ConnectOutcome = 'navigating' | 'dialog' | 'refused' | 'failed';

/**
 * Starts connecting a broker: asks the server for the broker's sign-in address, checks it against the
 * redirect allow-list (never follows another host), then goes there in this tab or opens the
 * broker-redirect dialog for a new window.
 */
export async function startBrokerConnect(env: ConnectEnv, request: ConnectRequest): Promise<ConnectOutcome> {
  let redirect: string;
  try {
    ({ redirect } = await requestBrokerSignIn(env.api, request.brokerId, request.next));
  } catch (error) {
    if (!(error instanceof ApiError && error.handled)) showSnackbar(env.store, m.connectFailed, 'error');
    return 'failed';
  }
  const target = allowedRedirect(redirect, env.origin, env.brand);
  if (!target) {
    (env.warn ?? console.warn)('Refused a broker sign-in address on a host that is not allowed:', redirect);
    showSnackbar(env.store, m.connectFailed, 'error');
    return 'refused';
  }
  if (request.mode === 'same-tab') {
    env.assign(target.href);
    return 'navigating';
  }
  const name = env.brand.brokers.find((b) => b.id === request.brokerId)?.name ?? null;
  env.store.set(browserPopupBlockedAtom, false);
  env.store.set(brokerRedirectAtom, { open: true, brokerName: name, redirect: target.href });
  return 'dialog';
}

/**
 * The dialog's Continue: opens the broker in a new window. A blocked window sets the popup-blocked
 * flag, and the dialog then offers this tab instead.
 */
export function continueInNewWindow(store: AppStore, open: (url: string, target: string) => Window | null) {
  const { redirect } = store.get(brokerRedirectAtom);
  if (!redirect) return 'closed';
  // Not 'noopener' in the features: with it, open() answers null even when the window opened.
  const opened = open(redirect, '_blank');
  if (!opened) {
    store.set(browserPopupBlockedAtom, true);
    return 'blocked';
  }
  opened.opener = null;
  closeBrokerRedirect(store);
  return 'opened';
}

/** The dialog's 'Continue in this tab' (after a blocked window). */
export function continueInThisTab(store: AppStore, assign: (url: string) => void) {
  const { redirect } = store.get(brokerRedirectAtom);
  closeBrokerRedirect(store);
  if (redirect) assign(redirect);
}

export function closeBrokerRedirect(store: AppStore) {
  store.set(brokerRedirectAtom, { open: false, brokerName: null, redirect: null });
  store.set(browserPopupBlockedAtom, false);
}
