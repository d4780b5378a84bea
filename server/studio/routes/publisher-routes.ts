import { Hono } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import type { PublisherBody } from '#contract/studio/types';
import { siteOrigin } from '#contract/site/site-origin';
import type { AppEnv } from '../../app-env';
import { isHttps } from '../../security/client-address';
import { studioOnly } from '../studio-guard';
import { ok } from '../../http/envelope';
import { adviserContact } from '../dashboard-store';

/**
 * Spec §6, the publisher state: who the adviser is and what this site lets them publish. On every brand
 * (site.create_basket says whether this one takes baskets); advisers only.
 */
export function studioPublisherRoutes() {
  const r = new Hono<AppEnv>();
  r.get(at(API.studio.publisher), ...studioOnly, async (c) => {
    const { brand, db, adviser } = c.var;
    const { city, contact_email } = await adviserContact(db, adviser.id);
    const { slug, name, adviser_type, sebi_registration } = adviser;
    return ok<PublisherBody>(c, {
      adviser: {
        slug,
        name,
        adviser_type,
        sebi_registration,
        city,
        contact_email,
      },
      site: {
        brand_id: brand.id,
        display_name: brand.displayName,
        origin: siteOrigin(brand, `${isHttps(c) ? 'https' : 'http'}://${c.req.header('host') ?? ''}`),
        create_basket: brand.features['create-basket'],
        create_basket_automated: brand.features['create-basket-automated'],
        basket_drafts: brand.basketDrafts,
        rebalance_frequencies: [...brand.rebalanceFrequencies],
      },
    });
  });
  return r;
}
