import { Hono, type Context } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import {
  faqDeleteRequest,
  faqUpdateRequest,
  websiteDetailsRequest,
  type Faq,
  type FaqsBody,
  type WebsiteDetailsBody,
} from '#contract/contact/types';
import type { AppEnv } from '../../app-env';
import { requireRole, requireUser, type UserEnv } from '../../auth/guards';
import { cacheScope, cacheTags } from '../../cache/cache-marks';
import { deleteFaq, listFaqs, saveFaq } from '../faqs-store';
import { readDetails, saveDetails } from '../website-details';
import { fail, ok } from '../../http/envelope';
import { validate } from '../../http/validate';

const siteInfoTag = (brandId: string) => `site-info:${brandId}`;
const changed = (c: Context<UserEnv>) => c.var.responseCache.invalidate(siteInfoTag(c.var.brand.id));
const adminOnly = [requireUser, requireRole('admin')] as const;

/**
 * What the company says of itself (docs/contact.md): website details and FAQs, public reads kept
 * by caches under the brand's tag; admins' writes drop them.
 */
export function siteInfoRoutes() {
  const r = new Hono<AppEnv>();
  r.get(at(API.siteInfo.websiteDetails), async (c) => {
    cacheScope(c, 'public');
    cacheTags(c, siteInfoTag(c.var.brand.id));
    return ok<WebsiteDetailsBody>(c, await readDetails(c.var.db, c.var.brand));
  });
  r.post(at(API.siteInfo.websiteDetails), ...adminOnly, validate('json', websiteDetailsRequest), async (c) => {
    const details = c.req.valid('json');
    const updated_at = await saveDetails(c.var.db, c.var.brand.id, details);
    changed(c);
    cacheScope(c, 'private');
    return ok<WebsiteDetailsBody>(c, { details, updated_at });
  });
  r.get(at(API.siteInfo.faqs), async (c) => {
    cacheScope(c, 'public');
    cacheTags(c, siteInfoTag(c.var.brand.id));
    return ok<FaqsBody>(c, { faqs: await listFaqs(c.var.db, c.var.brand.id) });
  });
  r.post(at(API.siteInfo.faqUpdate), ...adminOnly, validate('json', faqUpdateRequest), async (c) => {
    const faq = await saveFaq(c.var.db, c.var.brand.id, c.req.valid('json'));
    if (!faq) return fail(c, 404, 'There is no such FAQ.');
    changed(c);
    cacheScope(c, 'private');
    return ok<Faq>(c, faq);
  });
  r.post(at(API.siteInfo.faqDelete), ...adminOnly, validate('json', faqDeleteRequest), async (c) => {
    if (!(await deleteFaq(c.var.db, c.var.brand.id, c.req.valid('json').id)))
      return fail(c, 404, 'There is no such FAQ.');
    changed(c);
    cacheScope(c, 'private');
    return ok(c, { deleted: true });
  });
  return r;
}
