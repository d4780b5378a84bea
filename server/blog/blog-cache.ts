import type { Context } from 'hono';
import { cacheTags } from '../cache/cache-marks';

/**
 * What each public blog answer shows, so a change drops it from this process's micro-cache
 * (docs/caching.md, "Invalidation"). Other processes see the change when their copy expires.
 */
export const POST_LISTS = 'post-lists';
export const post = (id: number) => `post:${id}`;

/** A list page: main and popular. Its popular part follows likes and views within the cache's TTL. */
export const showsPostLists = (c: Context) => cacheTags(c, POST_LISTS);

/** The details, a later page or the comments of one post. */
export const showsPost = (c: Context, id: number) => cacheTags(c, post(id));

/** A post's like count or comments changed. */
export const postChanged = (c: Context, id: number) => c.var.responseCache.invalidate(post(id));

/** A post was added (or left the lists). */
export const postListsChanged = (c: Context) => c.var.responseCache.invalidate(POST_LISTS);
