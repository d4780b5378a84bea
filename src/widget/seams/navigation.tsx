import { useCallback, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import type { BrandConfig } from '../../lib/brand';
import { useWidget } from '../widget-context';
import type { NavigateOptions, NavigationTarget } from '../widget-router';

/**
 * lib/navigation.tsx for the widget build: vite.widget.config.ts puts this module in its place
 * (decision 0060), so the blog's screens link and move on the widget's own router, which maps each
 * target to an address on the host page (widget-router.ts `hrefFor`). seams-check.ts keeps the two
 * modules' exports the same.
 */

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> &
  NavigationTarget &
  NavigateOptions & { children?: ReactNode };

const modified = (e: MouseEvent) => e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;

export function Link({ to, params, search, replace, resetScroll, onClick, children, ...rest }: LinkProps) {
  const { router } = useWidget();
  const { href, external } = router.hrefFor({ to, params, search });
  const follow = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || external || modified(e) || !router.isInPlace(href)) return;
    e.preventDefault();
    router.navigate(href, { replace, resetScroll });
  };
  const newTab = external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <a {...rest} {...newTab} href={href} onClick={follow}>
      {children}
    </a>
  );
}

export function useNavigate() {
  const { router } = useWidget();
  return useCallback(
    async (options: NavigationTarget & NavigateOptions) => router.navigate(router.hrefFor(options).href, options),
    [router],
  );
}

export function useBrand(): BrandConfig {
  return useWidget().brand;
}

/** The widget has no loaders to run again: the boundary's reset (RouteBoundary) retries the queries. */
export function useRetry(): (reset: () => void) => void {
  return useCallback((reset: () => void) => reset(), []);
}
