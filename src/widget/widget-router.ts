import { useSyncExternalStore } from 'react';
import type { WidgetConfig } from './widget-config';
import { detailHref, isSameDocument, listBase, listHref, routeFor, type WidgetRoute } from './widget-urls';

/**
 * The widget's browser-history router (docs/widget.md, "Addresses (routes inside the widget)"; decision 0060): two
 * routes read from the host page's address (widget-urls.ts). A link to another document of the
 * host site (its detail page) is an ordinary link the browser follows; a link within this
 * document (a site whose list and detail page are one page) is a pushState, undone by popstate.
 */
export interface NavigationTarget {
  to?: string;
  params?: Record<string, string | number | undefined>;
  search?: Record<string, unknown> | ((prev: Record<string, unknown>) => Record<string, unknown>) | true;
}

export interface NavigateOptions {
  replace?: boolean;
  /** false keeps the scroll position (the blog's 'Load More' does this). */
  resetScroll?: boolean;
}

export interface WidgetRouter {
  getRoute(): WidgetRoute;
  subscribe(listener: () => void): () => void;
  /** The address a target points at; `external` when it is a page of the brand's own site. */
  hrefFor(target: NavigationTarget): { href: string; external: boolean };
  /** Whether the address is this same document (shown without loading a page). */
  isInPlace(href: string): boolean;
  navigate(href: string, options?: NavigateOptions): void;
  destroy(): void;
}

const DETAIL_ROUTES = new Set(['/blog/article/$postId/$slug/', '/posts/$postId/$slug/']);
const LIST_ROUTES = new Set(['/blog', '/blog/']);

const sameRoute = (a: WidgetRoute, b: WidgetRoute) => JSON.stringify(a) === JSON.stringify(b);

const interpolate = (to: string, params: NavigationTarget['params'] = {}) =>
  to.replace(/\$(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));

export interface WidgetRouterOptions {
  config: WidgetConfig;
  brandOrigin: string;
  /** The host element, scrolled into view when the route changes in place. */
  host: HTMLElement;
  win?: Window;
}

export function createWidgetRouter({ config, brandOrigin, host, win = window }: WidgetRouterOptions): WidgetRouter {
  const here = () => new URL(win.location.href);
  let route = routeFor(here(), config);
  const listeners = new Set<() => void>();

  const refresh = () => {
    const next = routeFor(here(), config);
    if (sameRoute(next, route)) return false;
    route = next;
    for (const listener of listeners) listener();
    return true;
  };
  win.addEventListener('popstate', refresh);

  const pageOf = (search: NavigationTarget['search']): number | undefined => {
    const current = route.name === 'list' ? { pageNumber: route.page } : {};
    const next = typeof search === 'function' ? search(current) : search === true ? current : search;
    const n = Number(next?.pageNumber);
    return Number.isInteger(n) && n >= 1 ? n : undefined;
  };

  const router: WidgetRouter = {
    getRoute: () => route,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    hrefFor({ to = '.', params, search }) {
      const current = here();
      if (DETAIL_ROUTES.has(to)) {
        const slug = params?.slug === undefined ? null : String(params.slug);
        return { href: detailHref(config, Number(params?.postId), slug), external: false };
      }
      if (LIST_ROUTES.has(to) || (to === '.' && route.name === 'list')) {
        return {
          href: listHref(listBase(current, config, win.document.referrer), pageOf(search) ?? 1),
          external: false,
        };
      }
      if (to === '.') return { href: current.href, external: false };
      return { href: new URL(interpolate(to, params), brandOrigin).href, external: true };
    },
    isInPlace: (href) => isSameDocument(new URL(href, win.location.href), here()),
    navigate(href, { replace = false, resetScroll = true } = {}) {
      const target = new URL(href, win.location.href);
      if (!router.isInPlace(target.href)) {
        if (replace) win.location.replace(target.href);
        else win.location.assign(target.href);
        return;
      }
      // The host's own router may keep state in history entries: carry it over unchanged.
      win.history[replace ? 'replaceState' : 'pushState'](win.history.state, '', target.href);
      if (refresh() && resetScroll && host.getBoundingClientRect().top < 0) host.scrollIntoView();
    },
    destroy() {
      win.removeEventListener('popstate', refresh);
      listeners.clear();
    },
  };
  return router;
}

export function useWidgetRoute(router: WidgetRouter): WidgetRoute {
  return useSyncExternalStore(router.subscribe, router.getRoute);
}
