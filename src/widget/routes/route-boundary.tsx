import { Component, Suspense, type ComponentType, type ReactNode } from 'react';
import { QueryErrorResetBoundary } from '@tanstack/react-query';

/** What the blog's error screens receive (the shape of TanStack Router's ErrorComponentProps). */
export interface RouteErrorProps {
  error: Error;
  reset: () => void;
  info?: { componentStack: string };
}

interface BoundaryProps {
  fallback: ComponentType<RouteErrorProps>;
  onReset: () => void;
  children: ReactNode;
}

/** Shows the route's error screen; the root's onCaughtError (mount.tsx) reports it as a warning. */
class ErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  reset = () => {
    this.props.onReset();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    const Fallback = this.props.fallback;
    return error ? <Fallback error={error} reset={this.reset} /> : this.props.children;
  }
}

/**
 * What the app's router gives each blog route: a pending screen while the first data loads
 * (suspense) and an error screen whose reset retries the failed queries.
 */
export function RouteBoundary({
  pending,
  error,
  children,
}: {
  pending: ReactNode;
  error: ComponentType<RouteErrorProps>;
  children: ReactNode;
}) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary fallback={error} onReset={reset}>
          <Suspense fallback={pending}>{children}</Suspense>
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}
