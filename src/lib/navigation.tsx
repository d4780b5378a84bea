import { useCallback } from 'react';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { Link, useNavigate, useRouteContext, useRouter } from '@tanstack/react-router';
import type { BrandConfig } from './brand';

/**
 * How a screen links, moves and learns its site: the app's router (TanStack Router) here. The blog
 * widget's build puts src/widget/seams/navigation.tsx in this module's place (decision 0060), so the
 * screens both share (the blog, components/ui) import navigation from this module and nowhere else.
 */
export { Link, useNavigate };

/** The brand this page is served for. */
export function useBrand(): BrandConfig {
  return useRouteContext({ from: '__root__' }).brand;
}

/**
 * What an error screen's 'Try again' does: forget the failed queries, clear the screen's error and run
 * the route's loader again. `reset` is the error boundary's own.
 */
export function useRetry(): (reset: () => void) => void {
  const router = useRouter();
  const queries = useQueryErrorResetBoundary();
  return useCallback(
    (reset: () => void) => {
      queries.reset();
      reset();
      void router.invalidate();
    },
    [router, queries],
  );
}
