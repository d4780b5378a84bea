/**
 * What the blog's loading and error screens say (route-states.ts). They load with every page, so
 * their words live apart from messages.ts, which spreads them into BLOG_MESSAGES (decision 0228).
 */
export const BLOG_ROUTE_MESSAGES = {
  pageTitle: 'Blog',
  loadingStories: 'Loading stories…',
  loadStoriesFailed: 'Could not load stories. Check your connection and try again.',
  retry: 'Try again',
  loadingStory: 'Loading story…',
  loadStoryFailed: 'Could not load this story. Check your connection and try again.',
} as const;
