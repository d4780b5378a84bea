import { COMMENT_MAX_LENGTH } from '#contract/blog/types';

/**
 * A comment's length as the server counts it (server/blog/blog-requests.ts): characters (code points,
 * so an emoji is one) of the trimmed text, a CRLF as one line break.
 */
export function commentLength(text: string): number {
  return [...text.replace(/\r\n?/g, '\n').trim()].length;
}

export interface CommentLengthState {
  length: number;
  /** Characters still allowed. */
  left: number;
  /** Characters past the limit (0 when within it). */
  over: number;
}

export function commentLengthState(text: string, max = COMMENT_MAX_LENGTH): CommentLengthState {
  const length = commentLength(text);
  return { length, left: Math.max(0, max - length), over: Math.max(0, length - max) };
}
