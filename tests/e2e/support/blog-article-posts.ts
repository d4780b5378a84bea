import type { Page } from '@playwright/test';
import { brands } from '../../../brands/registry';

/** A three-page post with a video, and a premium post (server/db/seed). */
export const LONG_POST = 73;
export const PREMIUM_POST = 66;
/** Posts this brand's project likes and comments on, so projects running side by side never share one. */
const OWN_POSTS = [75, 74, 72, 71];

export const ownPost = (brandId: string) => OWN_POSTS[brands.findIndex((b) => b.id === brandId)]!;
/** Separate posts for the refused-like test, which runs beside the like test of the same brand. */
const REFUSED_LIKE_POSTS = [64, 63, 62, 61];
export const refusedLikePost = (brandId: string) => REFUSED_LIKE_POSTS[brands.findIndex((b) => b.id === brandId)]!;
/** Separate posts for the typed-before-login comment, which runs beside the comment test of the same brand. */
const DRAFT_COMMENT_POSTS = [69, 68, 67, 65];
export const draftCommentPost = (brandId: string) => DRAFT_COMMENT_POSTS[brands.findIndex((b) => b.id === brandId)]!;
export const likeButton = (page: Page) => page.getByRole('button', { name: /^Like\b/ });
export const likeStatusAnswer = (page: Page) =>
  page.waitForResponse((r) => r.url().includes('/api/post/list/like-status/'));
export const comments = (page: Page) => page.getByRole('region', { name: /^Comments/ }).getByRole('listitem');
