import { randomBytes } from 'node:crypto';
import { brands } from '../../../brands/registry';
import type { Database } from '../database';

/**
 * The partner demo site, "The Daily Ledger" (server/demo/), as a site-client partner of every brand
 * that offers the widget (docs/widget.md "Signed-in readers", decision 0215): its id, and a secret
 * generated here, at seed time, kept only in the database. The demo's server reads it from there to
 * sign its readers' assertions; nothing else knows it.
 */
export const DEMO_PARTNER_NAME = 'The Daily Ledger';
export const demoPartnerId = (brandId: string) => `daily-ledger-${brandId}`;

/** Adds the demo partner for each brand that offers the widget and has none yet. */
export async function seedSiteClientPartners(db: Database): Promise<boolean> {
  let added = false;
  for (const brand of brands) {
    if (!brand.features['/web-widget/'] || !brand.features.blog) continue;
    const { rows } = await db.query(
      `INSERT INTO site_client_partners (id, brand_id, name, secret) VALUES ($1, $2, $3, $4)
       ON CONFLICT (id) DO NOTHING RETURNING id`,
      [demoPartnerId(brand.id), brand.id, DEMO_PARTNER_NAME, randomBytes(32).toString('base64url')],
    );
    added ||= rows.length > 0;
  }
  return added;
}
