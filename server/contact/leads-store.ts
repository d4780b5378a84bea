import type { LeadRow } from '#contract/contact/types';
import type { Queryable } from '../db/database';
import { containing, pageOf } from '../db/paging';

export const LEADS_PAGE_SIZE = 20;
/** An export holds at most this many leads, newest first. */
export const LEADS_EXPORT_MAX = 10_000;

/** A lead to keep: the row without what the database gives it. */
export type NewLead = Omit<LeadRow, 'id' | 'created_at'>;

export async function insertLead(db: Queryable, brandId: string, lead: NewLead): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO leads (brand_id, kind, name, email, mobile, preferred_time, topic, message)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [brandId, lead.kind, lead.name, lead.email, lead.mobile, lead.preferred_time, lead.topic, lead.message],
  );
  return rows[0]!.id;
}

/** `q` matches name, email or mobile, case-insensitively, as typed (LIKE's wildcards are escaped). */
const matching = `brand_id = $1 AND ($2 = '' OR name ILIKE $3 OR email ILIKE $3 OR mobile LIKE $3)`;

export async function listLeads(db: Queryable, brandId: string, q: string, page: number, size = LEADS_PAGE_SIZE) {
  const { rows, ...pages } = await pageOf<LeadRow>(
    db,
    {
      columns: `id, kind, name, email, mobile, preferred_time, topic, message,
                to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at`,
      source: `leads WHERE ${matching}`,
      orderBy: 'created_at DESC, id DESC',
      params: [brandId, q.trim(), containing(q.trim())],
    },
    page,
    size,
  );
  return { leads: rows, ...pages };
}
