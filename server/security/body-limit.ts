import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { API } from '#contract/http/api-paths';
import { AUTH } from '#contract/auth/messages';
import { BLOG_CMS_LIMITS } from '#contract/blog-cms/rules';
import { COMPLAINT_LIMITS, COMPLAINT_MESSAGES } from '#contract/complaints/rules';
import { IMPORT_LIMITS, IMPORT_MESSAGES } from '#contract/client-import/types';
import { SHEET_LIMITS, SHEET_MESSAGES } from '#contract/rebalance-sheets/types';
import { STUDIO_LIMITS, STUDIO_MESSAGES } from '#contract/studio/rules';
import { VALIDATION_MESSAGES } from '#contract/forms/validation-messages';
import { API_BODY_LIMIT_BYTES } from '#contract/http/headers';
import type { AppEnv } from '../app-env';
import { fail } from '../http/envelope';

/** A route allowed a larger body than API_BODY_LIMIT_BYTES: an upload, declared here by method and path. */
export interface LargerBody {
  method: 'POST' | 'PUT' | 'PATCH';
  /** The API path as in contract/http/api-paths.ts, e.g. 'media/upload/'. */
  path: string;
  maxSize: number;
  /** The 413's message when the body is over maxSize (AUTH.tooLarge by default). */
  message?: string;
}

/** Room for a multipart form's boundaries, headers and small fields around its file. */
const FORM_OVERHEAD = 16 * 1024;
/** The blog CMS's forms carry a few more fields beside the file. */
const MULTIPART_ROOM = 64 * 1024;

/**
 * Routes that take more than API_BODY_LIMIT_BYTES: the studio's uploads (docs/studio.md, "Files") and
 * the blog CMS (docs/blog-cms.md): a post of up to bodyMax characters (UTF-8: up to 3 bytes each,
 * JSON-escaped markup a little more), an image, an attachment. The routes check the exact limits.
 */
export const LARGER_BODIES: readonly LargerBody[] = [
  { method: 'POST', path: API.blogCms.save, maxSize: 2 * 1024 * 1024 },
  { method: 'POST', path: API.blogCms.image, maxSize: BLOG_CMS_LIMITS.imageBytes + MULTIPART_ROOM },
  { method: 'POST', path: API.blogCms.files, maxSize: BLOG_CMS_LIMITS.fileBytes + MULTIPART_ROOM },
  {
    method: 'POST',
    path: API.studio.import,
    maxSize: STUDIO_LIMITS.importBytes + FORM_OVERHEAD,
    message: STUDIO_MESSAGES.importTooLarge,
  },
  {
    method: 'POST',
    path: API.studio.factsheetAdd,
    maxSize: STUDIO_LIMITS.factsheetBytes + FORM_OVERHEAD,
    message: STUDIO_MESSAGES.factsheetTooLarge,
  },
  {
    method: 'POST',
    path: API.studio.imageAdd,
    maxSize: STUDIO_LIMITS.basketImageBytes + FORM_OVERHEAD,
    message: VALIDATION_MESSAGES.imageTooLarge,
  },
  {
    method: 'POST',
    path: API.complaints.create,
    maxSize: COMPLAINT_LIMITS.files * COMPLAINT_LIMITS.fileBytes + MULTIPART_ROOM,
    message: COMPLAINT_MESSAGES.tooLarge,
  },
  {
    method: 'POST',
    path: API.ria.uploadClients,
    maxSize: IMPORT_LIMITS.fileBytes + FORM_OVERHEAD,
    message: IMPORT_MESSAGES.tooLarge,
  },
  {
    method: 'POST',
    path: API.ria.rebalanceSheets,
    maxSize: SHEET_LIMITS.fileBytes + FORM_OVERHEAD,
    message: SHEET_MESSAGES.tooLarge,
  },
];

const tooLarge = (message: string) => (c: Parameters<MiddlewareHandler>[0]) => fail(c, 413, message);

/**
 * Caps every API request body (JSON, form or anything else): a body over the cap is HTTP 413 in
 * the envelope, answered as soon as Content-Length says so or the stream passes the cap, before
 * any route reads it. `larger` lists the routes allowed more.
 */
export function limitApiBodies(larger: readonly LargerBody[] = LARGER_BODIES): MiddlewareHandler<AppEnv> {
  const small = bodyLimit({ maxSize: API_BODY_LIMIT_BYTES, onError: tooLarge(AUTH.tooLarge) });
  const big = larger.map((route) => ({
    ...route,
    limit: bodyLimit({ maxSize: route.maxSize, onError: tooLarge(route.message ?? AUTH.tooLarge) }),
  }));
  return async (c, next) => {
    // A GET or HEAD has no body; asking for it would make the Node adapter build a whole Request.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const prefix = `/${c.var.brand.segment}/api/`;
    const path = new URL(c.req.url).pathname;
    const apiPath = path.startsWith(prefix) ? path.slice(prefix.length) : path;
    const route = big.find((r) => r.method === c.req.method && r.path === apiPath);
    return (route?.limit ?? small)(c, next);
  };
}
