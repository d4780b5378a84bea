import type { AppStore } from '../app-store';
import type { BrandConfig } from '../brand';
import { isEmbedded } from '../html/embedding';
import { NEXT_PATH_MAX_AGE_SECONDS } from './next-path';
import { openLoginPrompt } from './prompts';

/**
 * What the user had started when a login prompt stopped them, so the page they come back to carries
 * on with it once they are signed in: Invest on a basket page (docs/session.md, "The next path").
 * It is kept for this tab only (sessionStorage: a sign-in at a broker's page comes back to the same
 * tab), for the page it was started on, and no longer than the next path (30 minutes). Dismissing the
 * login or sign-up dialog forgets it with the next path; the page forgets it once the action is done
 * with (its flow closed) or the page is left. It loads with the pages and dialogs that use it, never
 * with the first load (decision 0084).
 */
export type LoginIntentAction = 'invest';

const KEY = 'sf-login-intent';

interface StoredIntent {
  action: LoginIntentAction;
  /** The page's path (no query): the intent belongs to it. */
  path: string;
  /** When it was started (ms since the epoch). */
  at: number;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' || isEmbedded() ? null : window.sessionStorage;
  } catch {
    // Storage can be unavailable (private mode, blocked): the user presses the button again.
    return null;
  }
}

/** Remembers that `action` was started on this page, before a login prompt opens. */
export function rememberLoginIntent(
  action: LoginIntentAction,
  path = window.location.pathname,
  now = Date.now(),
): void {
  const store = storage();
  try {
    store?.setItem(KEY, JSON.stringify({ action, path, at: now } satisfies StoredIntent));
  } catch {
    // A full or blocked storage: nothing to resume, nothing broken.
  }
}

/** The stored intent, if it can be read. */
function readIntent(): Partial<StoredIntent> | null {
  try {
    const raw = storage()?.getItem(KEY);
    return raw ? (JSON.parse(raw) as Partial<StoredIntent> | null) : null;
  } catch {
    return null;
  }
}

/**
 * True while `action` started on this page less than 30 minutes ago waits to be carried on. It stays
 * until the page forgets it (the flow closed, the page left), so a page that loads again while the
 * user is signed in (the login refetches it) still finds it.
 */
export function hasLoginIntent(action: LoginIntentAction, path = window.location.pathname, now = Date.now()): boolean {
  if (typeof window === 'undefined') return false;
  const intent = readIntent();
  return (
    intent?.action === action &&
    intent.path === path &&
    typeof intent.at === 'number' &&
    now >= intent.at &&
    now - intent.at < NEXT_PATH_MAX_AGE_SECONDS * 1000
  );
}

/** Nothing to carry on with: the login was given up. */
export function forgetLoginIntent(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}

/**
 * The login prompt for something the user started (Invest): the same prompt, and the page carries on
 * with it once they are signed in, however they sign in.
 */
export function openLoginPromptFor(
  store: AppStore,
  brand: Pick<BrandConfig, 'loginType'>,
  action: LoginIntentAction,
): void {
  openLoginPrompt(store, brand);
  rememberLoginIntent(action);
}
