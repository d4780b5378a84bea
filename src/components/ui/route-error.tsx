import { useEffect, type ReactElement } from 'react';
import { ApiError } from '../../lib/http/api-error';
import { errorKind, type ErrorKind } from '../../lib/http/error-kind';
import { useRetry } from '../../lib/navigation';
import { Button } from './button';
import { Page, Notice } from './page';

/** What the reader is told for a kind of failure: a message (with a retry), or a screen of its own. */
export type ErrorHandler = string | ((error: unknown) => string | ReactElement);

export interface RouteErrorOptions {
  /** The page's h1 above the notice ('Blog'); without it the notice's heading is the h1. */
  title?: string;
  /** The notice's heading ('Baskets could not be loaded'). */
  heading?: string;
  retryLabel: string;
  /** One answer per kind of failure; a kind left out gets the `unknown` answer. */
  handlers: Partial<Record<ErrorKind, ErrorHandler>> & { unknown: ErrorHandler };
}

export interface RouteErrorProps extends RouteErrorOptions {
  error: unknown;
  /** The error boundary's reset (the router's errorComponent, or the widget's RouteBoundary, gives it). */
  reset: () => void;
}

/**
 * The one error screen of every route, app and widget alike: it says what failed, by kind (offline,
 * not found, screener, server trouble, refused, unknown), and offers one retry that forgets the
 * failed queries and loads the route again (lib/navigation.tsx `useRetry`). An error a preload's call
 * brought (the loader ran while the pointer rested on a link, and the user then opened the page) runs
 * the status rule it held back now that the page is shown: the screener dialog, the login prompt.
 */
export function RouteError({ error, reset, title, heading, retryLabel, handlers }: RouteErrorProps) {
  const retry = useRetry();
  useEffect(() => {
    if (error instanceof ApiError) error.runDeferredRule();
  }, [error]);
  const handler = handlers[errorKind(error)] ?? handlers.unknown;
  const said = typeof handler === 'function' ? handler(error) : handler;
  if (typeof said !== 'string') return said;
  return (
    <Page title={title}>
      <Notice title={heading} asPage={!title} role="alert">
        <p>{said}</p>
        <Button onClick={() => retry(reset)}>{retryLabel}</Button>
      </Notice>
    </Page>
  );
}
