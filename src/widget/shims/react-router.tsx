import { useCallback, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { useWidget, type WidgetContextValue } from '../widget-context';
import type { NavigateOptions, NavigationTarget } from '../widget-router';

/**
 * The part of @tanstack/react-router the blog's components use, on top of the widget's own router.
 * vite.widget.config.ts puts this module in the package's place for the widget build only, so the
 * widget renders the blog's components unchanged without shipping the app's router (decision 0035).
 * A component that starts using another export fails the widget build ("is not exported"), which
 * is the moment to add it here. Targets map to the host page (widget-router.ts `hrefFor`).
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

/** The same fields as the app's router context: brand, queryClient, api, store. */
export function useRouteContext(_options?: { from?: string }): WidgetContextValue {
  return useWidget();
}

export function useRouter() {
  const { router, brandOrigin } = useWidget();
  return {
    /** Query owns the data; a failed screen retries through its error boundary's reset. */
    invalidate: async () => undefined,
    history: { push: (href: string) => router.navigate(new URL(href, brandOrigin).href) },
  };
}
