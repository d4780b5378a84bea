import { isAppPage, type AppPath } from '#contract/site/app-routes';
import type { FeatureKey } from '#contract/site/features';

/**
 * Addresses that only lead to a screen: the spec's feature names `create-basket` and `create-basket-automated`
 * (docs/studio.md, "Addresses"). The server answers them with a redirect where the screen's feature is on, and with
 * the not-found page elsewhere; they are no route of the app's, so they cost its first load nothing.
 */
const PAGE_ALIASES: Readonly<Record<string, AppPath>> = {
  '/create-basket/': '/studio/baskets/new/',
  '/create-basket-automated/': '/studio/automated/new/',
};

/** Where an alias address leads on this brand (case and trailing slash aside), or null. */
export function aliasTarget(pathname: string, brand: { features: Record<FeatureKey, boolean> }): AppPath | null {
  const path = `/${pathname.split('/').filter(Boolean).join('/').toLowerCase()}/`;
  const to = Object.hasOwn(PAGE_ALIASES, path) ? PAGE_ALIASES[path]! : null;
  return to && isAppPage(to, brand) ? to : null;
}
