import { BLOG_ROUTE_MESSAGES } from './route-messages';

/**
 * Every string the blog shows. 'All Stories', 'Popular on {brand}', 'Load More' and 'Required field'
 * are the spec's (§2, §4, §5); the rest are ours, listed in docs/blog.md.
 */
export const BLOG_MESSAGES = {
  ...BLOG_ROUTE_MESSAGES,
  noStories: 'No stories yet. Please check back soon.',
  noMoreStories: 'There are no more stories. This page is past the last one.',
  firstPage: 'Go to the first page of stories',
  leadHeading: 'Top story',
  allStories: 'All Stories',
  popularOn: (brandName: string) => `Popular on ${brandName}`,
  loadMore: 'Load More',
  loadingMore: 'Loading more stories…',
  loadMoreFailed: 'Could not load more stories.',
  premium: 'Premium',
  playVideo: (title: string) => `Play video: ${title}`,
  videoFrameTitle: (title: string) => `Video: ${title}`,
  videoDialogTitle: 'Video',
  close: 'Close',
  publishedOn: 'Published',
  by: 'By',

  continueReading: 'Continue reading',
  loadingNextPage: 'Loading the next page…',
  nextPageFailed: 'Could not load the next page.',
  backToBlog: 'Back to all stories',

  like: 'Like',
  likes: (count: number) => (count === 1 ? '1 like' : `${count} likes`),
  likeFailed: 'Could not update your like. Please try again.',

  premiumTitle: 'Subscriber exclusive',
  premiumText: 'This story is for subscribers. Subscribe to read it in full.',
  premiumAction: 'Subscribe to read',

  loadingComments: 'Loading comments…',
} as const;
