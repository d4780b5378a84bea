import type { Queryable } from '../db/database';

/** Who the sheet is for: the adviser (a user) on a brand. */
export interface SheetScope {
  adviserUserId: number;
  brandId: string;
}

export interface SheetClient {
  userId: number;
  email: string;
  pan: string | null;
}

/**
 * The adviser's clients among these emails and PANs (decision 0210): a user linked to the adviser
 * on the brand (`client_links`, relation 'adviser'), or one holding an active investment in one of
 * the adviser's baskets through a broker link of the brand. Anyone else is not found, whether or not
 * an account exists (the sheet never tells an adviser who else is a user).
 */
export async function clientsOf(
  db: Queryable,
  scope: SheetScope,
  emails: readonly string[],
  pans: readonly string[],
): Promise<SheetClient[]> {
  if (emails.length === 0 && pans.length === 0) return [];
  const { rows } = await db.query<{ user_id: number; email: string; pan: string | null }>(
    `SELECT u.id AS user_id, u.email, c.pan
       FROM users u LEFT JOIN customers c ON c.user_id = u.id
      WHERE (u.email = ANY($1::text[]) OR c.pan = ANY($2::text[]))
        AND (EXISTS (SELECT 1 FROM client_links l
                      WHERE l.staff_user_id = $3 AND l.client_user_id = u.id AND l.relation = 'adviser' AND l.brand_id = $4)
             OR EXISTS (SELECT 1 FROM investments i
                          JOIN baskets b ON b.id = i.basket_id
                          JOIN advisers a ON a.id = b.adviser_id
                          JOIN broker_links bl ON bl.id = i.broker_link_id
                         WHERE i.user_id = u.id AND i.status = 'active' AND a.user_id = $3 AND bl.brand_id = $4))`,
    [[...emails], [...pans], scope.adviserUserId, scope.brandId],
  );
  return rows.map((r) => ({ userId: r.user_id, email: r.email, pan: r.pan }));
}

export interface SheetBasket {
  id: number;
  hash: string;
  name: string;
}

/** The adviser's open baskets (any status but closed: names are unique among them, migration 0019). */
export async function basketsOf(db: Queryable, adviserUserId: number): Promise<SheetBasket[]> {
  const { rows } = await db.query<SheetBasket>(
    `SELECT b.id, b.basket_hash AS hash, b.name FROM baskets b JOIN advisers a ON a.id = b.adviser_id
      WHERE a.user_id = $1 AND b.status <> 'closed'`,
    [adviserUserId],
  );
  return rows;
}

export interface SheetInvestment {
  id: number;
  userId: number;
  basketId: number;
}

/** The active investments of these users in these baskets, through a broker link of the brand. */
export async function activeInvestments(
  db: Queryable,
  brandId: string,
  userIds: readonly number[],
  basketIds: readonly number[],
): Promise<SheetInvestment[]> {
  if (userIds.length === 0 || basketIds.length === 0) return [];
  const { rows } = await db.query<{ id: number; user_id: number; basket_id: number }>(
    `SELECT i.id, i.user_id, i.basket_id FROM investments i JOIN broker_links bl ON bl.id = i.broker_link_id
      WHERE i.status = 'active' AND bl.brand_id = $1 AND i.user_id = ANY($2::int[]) AND i.basket_id = ANY($3::int[])
      ORDER BY i.id`,
    [brandId, [...userIds], [...basketIds]],
  );
  return rows.map((r) => ({ id: r.id, userId: r.user_id, basketId: r.basket_id }));
}
