import type { LacClient } from '#contract/impersonation/rules';
import { LAC_PAGE_SIZE, maskEmail } from '#contract/impersonation/rules';
import type { Queryable } from '../db/database';
import type { SessionUser } from '../auth/session';
import { containing } from '../db/paging';

/** The roles that may hold the login-as-client right. */
const STAFF_ROLES = ['dealer', 'adviser', 'admin'] as const;

/**
 * True when this session may open clients' views: a dealer, adviser or admin holding the
 * 'login-as-client' right, in their own session (not already in a client's view).
 */
export async function mayOpenClientViews(db: Queryable, user: SessionUser): Promise<boolean> {
  if (user.actingUserId) return false;
  if (!STAFF_ROLES.some((r) => user.roles.includes(r))) return false;
  const { rows } = await db.query("SELECT 1 FROM user_rights WHERE user_id = $1 AND right_name = 'login-as-client'", [
    user.id,
  ]);
  return rows.length > 0;
}

/**
 * The clients this staff member may open on this brand: a dealer's and an adviser's own clients
 * (client_links), any investor for an admin; never a user holding a role (no staff member's view).
 */
export async function openableClients(
  db: Queryable,
  staffUserId: number,
  brandId: string,
  { q = '', page = 1, clientId }: { q?: string; page?: number; clientId?: number },
): Promise<{ clients: LacClient[]; total: number }> {
  const { rows } = await db.query<{
    id: number;
    name: string;
    email: string;
    relation: LacClient['relation'];
    total: number;
  }>(
    `WITH me AS (SELECT ARRAY(SELECT role FROM user_roles WHERE user_id = $1) AS roles),
     cand AS (
       SELECT u.id, u.name, u.email, 'admin' AS relation FROM users u, me WHERE 'admin' = ANY (me.roles)
       UNION ALL
       SELECT u.id, u.name, u.email, l.relation FROM client_links l JOIN users u ON u.id = l.client_user_id, me
        WHERE l.staff_user_id = $1 AND l.brand_id = $2 AND l.relation = ANY (me.roles)),
     one AS (
       SELECT DISTINCT ON (id) id, name, email, relation FROM cand
        WHERE id <> $1 AND NOT EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = cand.id)
          AND ($3 = '' OR name ILIKE $4 OR email ILIKE $4)
          AND ($5::integer IS NULL OR id = $5)
        ORDER BY id, relation DESC)
     SELECT id, name, email, relation, (count(*) OVER ())::integer AS total FROM one
      ORDER BY name, id LIMIT ${LAC_PAGE_SIZE} OFFSET $6`,
    [staffUserId, brandId, q, containing(q), clientId ?? null, (page - 1) * LAC_PAGE_SIZE],
  );
  return {
    clients: rows.map((r) => ({ id: r.id, name: r.name, email: maskEmail(r.email), relation: r.relation })),
    total: rows[0]?.total ?? 0,
  };
}
