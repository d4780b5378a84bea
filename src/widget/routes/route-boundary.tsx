import { Component, Suspense, type ReactNode } from 'react';
import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { RouteError, type RouteErrorOptions } from '../../components/ui/route-error';

interface BoundaryProps {
  errors: RouteErrorOptions;
  onReset: () => void;
  children: ReactNode;
}

/**
 * Shows the route's error screen, and reports the error as a warning: an error the widget shows is
 * not the host page's error. (Preact, which runs the widget, takes no `onCaughtError` root option.)
 */
class ErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown) {
    console.warn('TlBlogs:', error instanceof Error ? error.message : error);
  }

  reset = () => {
    this.props.onReset();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    return error ? <RouteError error={error} reset={this.reset} {...this.props.errors} /> : this.props.children;
  }
}

/**
 * What the app's router gives each route, for the widget's two: a loading screen while the first
 * data loads (suspense) and the one error screen, whose retry resets the failed queries.
 */
export function RouteBoundary({
  pending,
  errors,
  children,
}: {
  pending: ReactNode;
  errors: RouteErrorOptions;
  children: ReactNode;
}) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary errors={errors} onReset={reset}>
          <Suspense fallback={pending}>{children}</Suspense>
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}
