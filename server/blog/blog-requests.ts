import { z } from 'zod';
import { BLOG_PAGE_SIZE, COMMENT_MAX_LENGTH } from '#contract/blog/types';
import { MAX_ID } from '#contract/forms/fields';

/** Input of the blog calls (docs/api.md, "Blog"): limits and schemas. Every failure names its field. */

export { MAX_ID };
export const MAX_PAGE = 10_000;
export const MAX_PER_PAGE = 50;
export const MAX_LIKE_STATUS_IDS = 100;

export const COMMENT_MESSAGES = {
  empty: 'Please enter comment',
  invalid: 'Please enter valid comment',
  tooLong: `Comment must be ${COMMENT_MAX_LENGTH} characters or fewer`,
} as const;

const missing = (v: unknown) => v === undefined || v === null || v === '';

/**
 * A whole number from min to max, written as digits only ('1.5', '1e9', '-3', ' 7' are refused).
 * Missing (absent, null or '') gives `fallback`, or an error when there is none.
 */
export function wholeNumber(field: string, { min, max, fallback }: { min: number; max: number; fallback?: number }) {
  const message = `${field} must be a whole number from ${min} to ${max}.`;
  const number = z.union(
    [
      z.number(),
      z
        .string()
        .regex(/^\d{1,12}$/)
        .transform(Number),
    ],
    { error: message },
  );
  const bounded = number.pipe(
    z.number().int(message).min(min, message).max(max, message).refine(Number.isSafeInteger, message),
  );
  return z.preprocess(
    (v) => (missing(v) ? fallback : v),
    fallback === undefined
      ? z
          .unknown()
          .transform((v, ctx) => (v === undefined ? required(field, ctx) : v))
          .pipe(bounded)
      : bounded,
  );
}

function required(field: string, ctx: z.RefinementCtx): never {
  ctx.addIssue({ code: 'custom', message: `${field} is required.` });
  return z.NEVER;
}

export const postIdField = (field = 'postId') => wholeNumber(field, { min: 1, max: MAX_ID });
const pageNumber = (min = 1) => wholeNumber('pageNumber', { min, max: MAX_PAGE, fallback: min });
const perPageCount = wholeNumber('perPageCount', { min: 1, max: MAX_PER_PAGE, fallback: BLOG_PAGE_SIZE });

/** GET post/list/ */
export const postListQuery = z.object({ pageNumber: pageNumber(), perPageCount });
/** GET post/details/ */
export const postDetailsQuery = z.object({ postId: postIdField() });
/** GET post/nextpage/ (page 2 onwards; page 1 comes with the details) */
export const nextPageQuery = z.object({
  postId: postIdField(),
  pageNumber: wholeNumber('pageNumber', { min: 2, max: MAX_PAGE }),
});
/** POST post/like/ and post/unlike/ */
export const likeBody = z.object({ postId: postIdField() });

const idListMessage = `postIds must be a comma-separated list of 1 to ${MAX_LIKE_STATUS_IDS} post ids, e.g. 12,15,40.`;
/** GET post/list/like-status/?postIds=12,15,40 (at most 100, duplicates dropped) */
export const likeStatusQuery = z.object({
  postIds: z
    .string({ error: idListMessage })
    .refine((raw) => raw.trim() !== '', idListMessage)
    .transform((raw) => raw.split(',').map((p) => p.trim()))
    .refine((parts) => parts.length <= MAX_LIKE_STATUS_IDS, idListMessage)
    .transform((parts) => parts.map((p) => (/^\d{1,10}$/.test(p) ? Number(p) : NaN)))
    .refine((ids) => ids.every((n) => Number.isSafeInteger(n) && n >= 1 && n <= MAX_ID), idListMessage)
    .transform((ids) => [...new Set(ids)]),
});

/** The {id} of post/comment/list/{id}/ and post/comment/add/{id}/ */
export const commentParams = z.object({ postId: postIdField() });
/** GET post/comment/list/{id}/ */
export const commentListQuery = z.object({ pageNumber: pageNumber(), perPageCount });

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** POST post/comment/add/{id}/: trimmed plain text, 1–2000 characters, no control characters but newlines and tabs. */
export const addCommentBody = z.object({
  commentText: z
    .string({
      error: (i) => (i.input === undefined || i.input === null ? COMMENT_MESSAGES.empty : COMMENT_MESSAGES.invalid),
    })
    .transform((t) => t.replace(/\r\n?/g, '\n').trim())
    .refine((t) => t !== '', { message: COMMENT_MESSAGES.empty, abort: true })
    .refine((t) => !CONTROL.test(t) && !/\p{Cs}/u.test(t), { message: COMMENT_MESSAGES.invalid, abort: true })
    .refine((t) => [...t].length <= COMMENT_MAX_LENGTH, COMMENT_MESSAGES.tooLong),
});
