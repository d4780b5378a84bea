import { formatCount as count } from '#contract/locale/format';

/**
 * What an article's comments say: a module of their own, loaded with the comments (their section
 * loads after the article), so no page's first load carries them (decision 0305).
 */
export const COMMENT_MESSAGES = {
  comments: 'Comments',
  commentCount: (count: number) => (count === 1 ? '1 comment' : `${count} comments`),
  noComments: 'No comments yet. Be the first to comment.',
  showMoreComments: 'Show more comments',
  loadCommentsFailed: 'Could not load comments.',
  addComment: 'Add a comment',
  postComment: 'Post comment',
  postingComment: 'Posting…',
  commentPosted: 'Your comment is posted.',
  commentFailed: 'Could not post your comment. Please try again.',
  commentTooLong: (max: number) => `Please keep your comment to ${count(max)} characters or fewer.`,
  commentLimit: (max: number) => `You can write up to ${count(max)} characters.`,
  commentCharsLeft: (n: number) => `You have ${count(n)} ${n === 1 ? 'character' : 'characters'} left.`,
  commentCharsOver: (n: number) => `You have ${count(n)} ${n === 1 ? 'character' : 'characters'} too many.`,
  loginToComment: 'Log in to post your comment; what you typed is kept.',
} as const;
