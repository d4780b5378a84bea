import type { RouteErrorOptions } from '#src/components/ui/route-error';
import { BLOG_ROUTE_MESSAGES as M } from './route-messages';

/** The blog's loading and error screens (components/ui/route-pending.tsx, route-error.tsx), app and widget. */

export const blogListPending = { title: M.pageTitle, label: M.loadingStories };

/** Whatever failed, the listing says one thing and offers a retry. */
export const blogListErrors: RouteErrorOptions = {
  title: M.pageTitle,
  retryLabel: M.retry,
  handlers: { unknown: M.loadStoriesFailed },
};

export const articlePending = { label: M.loadingStory };

export const articleErrors: RouteErrorOptions = {
  title: M.pageTitle,
  retryLabel: M.retry,
  handlers: { unknown: M.loadStoryFailed },
};
