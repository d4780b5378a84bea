import type { BrandConfig } from '../../brands/schema';
import type { WebsiteDetails, WebsiteDetailsBody } from '#contract/contact/types';
import type { Queryable } from '../db/database';

/** brand.json's trust block as website details: what a brand shows until an admin edits them. */
export function detailsFromBrand(brand: BrandConfig): WebsiteDetails {
  const { trust } = brand;
  return {
    company: trust.legalName,
    address: trust.contact.address,
    email: trust.contact.email,
    phone: trust.contact.phone,
    sebi_registrations: trust.sebiRegistrations.map((r) => ({ type: r.type, number: r.number })),
    grievance_name: trust.grievanceOfficer.name,
    grievance_email: trust.grievanceOfficer.email,
    grievance_phone: trust.grievanceOfficer.phone,
  };
}

const iso = `to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

export async function readDetails(db: Queryable, brand: BrandConfig): Promise<WebsiteDetailsBody> {
  const { rows } = await db.query<{ details: WebsiteDetails; updated_at: string }>(
    `SELECT details, ${iso} AS updated_at FROM website_details WHERE brand_id = $1`,
    [brand.id],
  );
  return rows[0] ?? { details: detailsFromBrand(brand), updated_at: '' };
}

export async function saveDetails(db: Queryable, brandId: string, details: WebsiteDetails) {
  const { rows } = await db.query<{ updated_at: string }>(
    `INSERT INTO website_details (brand_id, details) VALUES ($1, $2)
     ON CONFLICT (brand_id) DO UPDATE SET details = EXCLUDED.details, updated_at = now()
     RETURNING ${iso} AS updated_at`,
    [brandId, JSON.stringify(details)],
  );
  return rows[0]!.updated_at;
}
