/**
 * Every string the widget itself shows (the blog's are in features/blog/messages.ts, the prompts'
 * titles and states in features/auth/prompt-messages.ts).
 * The spec gives none of these; they are ours, listed in docs/widget.md.
 */
export const DETAIL_URL_ATTRIBUTE = 'data-tl-post-detail-page-url';
export const POST_LIST_ATTRIBUTE = 'data-tl-post-list';
/** Optional: a signed-in reader's assertion, signed by the partner's server (docs/widget.md, "Signed-in readers"). */
export const READER_TOKEN_ATTRIBUTE = 'data-tl-site-client-token';

export const WIDGET_MESSAGES = {
  missingSetting: (attribute: string) => `This blog widget is missing its ${attribute} setting.`,
  badDetailUrl: `This blog widget's ${DETAIL_URL_ATTRIBUTE} setting must be the full address of your post page, starting with https:// (for example https://www.example.com/blog/post).`,
  badPostList: (value: string, allowed: readonly string[]) =>
    `This blog widget's ${POST_LIST_ATTRIBUTE} setting must be ${allowed.slice(0, -1).join(', ')} or ${allowed.at(-1)} (it is "${value}").`,
  notAllowed: (brandName: string) => `The ${brandName} blog cannot be shown on this website.`,
  notAllowedConsole: (origin: string, brandName: string) =>
    `TlBlogs: ${origin} may not embed the ${brandName} blog. ${brandName} must list it in the widget's partner origins (embedOrigins) and offer the widget.`,
  loadFailed: 'The blog could not be loaded. Check your connection and try again.',
  retry: 'Try again',
  storyNotFound: 'This story could not be found. It may have been moved or removed.',
  allStories: 'See all stories',

  loginText: (brandName: string) =>
    `Likes and comments need a ${brandName} account. You log in on ${brandName}'s own website: this page belongs to another website, which never sees your ${brandName} login.`,
  continueOnBrand: (brandName: string) => `Continue on ${brandName}`,
  opensInNewTab: '(opens in a new tab)',
  loginOptionsLoading: 'Loading the ways to log in…',
  loginOptionsFailed: 'Could not load the ways to log in.',

  /** Console only, for the partner's developers: one warning per token the widget cannot use. */
  readerRefused: (why: string) =>
    `TlBlogs: the reader's sign-in in ${READER_TOKEN_ATTRIBUTE} was not accepted (${why}); the blog shows what a visitor sees.`,
  tokenExpired: 'the token has expired: sign a new one for each page',
  tokenMalformed: 'it is not a signed token',
} as const;
