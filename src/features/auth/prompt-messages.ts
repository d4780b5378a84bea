/**
 * What the login and subscription prompts say around the server's page fragment (part of
 * AUTH_MESSAGES). A file of its own so the blog widget's prompts can say the same without carrying
 * every auth string (docs/widget.md, "Size").
 */
export const PROMPT_MESSAGES = {
  loginTitle: (site: string) => `Log in to ${site}`,
  subscriptionTitle: 'Subscribers only',
  close: 'Close',
  fragmentLoading: 'Loading the sign-in form…',
  fragmentError: 'Could not load the sign-in form. Check your connection and try again.',
  subscriptionLoading: 'Loading the plans…',
  subscriptionError: 'Could not load the subscription details. Check your connection and try again.',
  retry: 'Try again',
} as const;
