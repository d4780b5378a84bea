import type { AppStore } from '../app-store';
import type { BrandConfig } from '../brand';
import { isEmbedded } from '../html/embedding';
import { LOGIN_INTENT_KEY as KEY, NEXT_PATH_MAX_AGE_SECONDS } from './next-path';
import { openLoginPrompt } from './prompts';

/**
 * What the user had started when a login prompt stopped them, so the page they come back to carries
 * on with it once they are signed in: Invest on a basket page (docs/session.md, "The next path").
 * It is kept for this tab only (sessionStorage: a sign-in at a broker's page comes back to the same
 * tab), for the page it was started on, and no longer than the next path (30 minutes). Dismissing the
 * login or sign-up dialog forgets it with the next path; the page forgets it once the action is done
 * with (its flow closed) or the page is left. Storage that cannot be used keeps nothing: the user
 * presses the button again.
 */
export type LoginIntentAction = 'invest';

export { forgetLoginIntent } from './next-path';

/** Remembers that `action` was started on this page, before a login prompt opens. */
export function rememberLoginIntent(action: LoginIntentAction, path = location.pathname, at = Date.now()): void {
  try {
    if (!isEmbedded()) sessionStorage.setItem(KEY, JSON.stringify({ action, path, at }));
  } catch {
    // Nothing kept.
  }
}

/**
 * True while `action` started on this page less than 30 minutes ago waits to be carried on. It stays
 * until the page forgets it (the flow closed, the page left), so a page that loads again while the
 * user is signed in (the login refetches it) still finds it.
 */
export function hasLoginIntent(action: LoginIntentAction, path?: string, now = Date.now()): boolean {
  try {
    // On the server there is no location: nothing waits.
    const here = path ?? location.pathname;
    const intent = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as {
      action?: unknown;
      path?: unknown;
      at?: unknown;
    };
    const age = now - Number(intent?.at);
    return intent?.action === action && intent.path === here && age >= 0 && age < NEXT_PATH_MAX_AGE_SECONDS * 1000;
  } catch {
    return false;
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
