import { Hono } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import { AUTH } from '#contract/auth/messages';
import { cmsPostIdRequest, cmsPublishRequest } from '#contract/blog-cms/types';
import { cmsOnly, type CmsEnv } from '../cms-guard';
import { publishPost, unpublishPost } from '../publish-post';
import { forgetPosts } from '../scheduled-posts';
import { answerPost } from './posts-routes';
import { fail } from '../../http/envelope';
import { validate } from '../../http/validate';

/**
 * Publish now, schedule, unpublish (docs/blog-cms.md, "Publishing"): each answers CmsPostBody, and
 * the blog's lists, the post, the feed and the sitemap drop their kept copies at once.
 */
export function blogCmsPublishRoutes() {
  const r = new Hono<CmsEnv>();

  r.post(at(API.blogCms.publish), ...cmsOnly, validate('json', cmsPublishRequest), async (c) => {
    const { postId, publish_at } = c.req.valid('json');
    const outcome = await publishPost(c.var.db, c.var.adviserId, postId, publish_at ? new Date(publish_at) : null);
    if (outcome.kind === 'not-found') return fail(c, 404, AUTH.notFound);
    if (outcome.kind === 'refused') return fail(c, 400, Object.values(outcome.errors).join(' '), outcome.errors);
    forgetPosts(c.var.responseCache, [postId]);
    return answerPost(c, postId);
  });

  r.post(at(API.blogCms.unpublish), ...cmsOnly, validate('json', cmsPostIdRequest), async (c) => {
    const { postId } = c.req.valid('json');
    if (!(await unpublishPost(c.var.db, c.var.adviserId, postId))) return fail(c, 404, AUTH.notFound);
    forgetPosts(c.var.responseCache, [postId]);
    return answerPost(c, postId);
  });

  return r;
}
