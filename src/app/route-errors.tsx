import type { ErrorComponentProps } from '@tanstack/react-router';
import { RouteError, type RouteErrorOptions } from '../components/ui/route-error';
import { articleErrors } from '../features/blog/route-states';
import { ArticleNotSaved } from '../features/offline/components/article-not-saved';

/** Any route without an error screen of its own. */
const appErrors: RouteErrorOptions = {
  heading: 'Something went wrong',
  retryLabel: 'Try again',
  handlers: {
    offline: 'You appear to be offline. Check your connection and try again.',
    server: 'Our server had a problem answering. Please try again in a moment.',
    notFound: 'This request could not be completed.',
    refused: 'This request could not be completed.',
    unknown: 'Something went wrong while showing this page.',
  },
};

export const AppError = (props: ErrorComponentProps) => <RouteError {...props} {...appErrors} />;

/**
 * An article route's error screen: with no connection and no saved copy, the reader is told the
 * article is not on this device (with the way to what is); any other failure is the blog's own.
 */
export const ArticleError = (props: ErrorComponentProps) => (
  <RouteError
    {...props}
    {...articleErrors}
    handlers={{ ...articleErrors.handlers, offline: () => <ArticleNotSaved /> }}
  />
);
