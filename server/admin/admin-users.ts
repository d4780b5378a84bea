import type { AdminUser, AdminUsersBody } from '#contract/admin/types';
import { ADMIN_PAGE_SIZE } from '#contract/admin/rules';
import type { GrantedRole } from '#contract/auth/roles';
import type { Queryable } from '../db/database';
import { containing, pageCount } from '../db/paging';

interface UserRow {
  id: number;
  name: string;
  email: string;
  roles: GrantedRole[];
  rights: 'login-as-client'[];
  adviser_slug: string | null;
  adviser_name: string | null;
  created_at: string;
  total: number;
}

const SELECT = `
  SELECT u.id, u.name, u.email, to_char(u.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at,
         ARRAY(SELECT r.role FROM user_roles r WHERE r.user_id = u.id ORDER BY r.role) AS roles,
         ARRAY(SELECT g.right_name FROM user_rights g WHERE g.user_id = u.id ORDER BY g.right_name) AS rights,
         a.slug AS adviser_slug, a.name AS adviser_name`;

const toUser = (r: UserRow): AdminUser => ({
  id: r.id,
  name: r.name,
  email: r.email,
  roles: r.roles,
  rights: r.rights,
  adviser: r.adviser_slug ? { slug: r.adviser_slug, name: r.adviser_name! } : null,
  createdAt: r.created_at,
});

/** A LIKE pattern matching `q` literally anywhere. */

/** Users whose name or email holds `q`, staff first then newest, a page at a time. */
export async function listUsers(db: Queryable, q: string, page: number): Promise<AdminUsersBody> {
  const [rows, free] = await Promise.all([
    db.query<UserRow>(
      `${SELECT}, count(*) OVER ()::int AS total
         FROM users u LEFT JOIN advisers a ON a.user_id = u.id
        WHERE $1 = '' OR u.name ILIKE $2 OR u.email ILIKE $2
        ORDER BY EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = u.id) DESC, u.created_at DESC, u.id DESC
        LIMIT $3 OFFSET $4`,
      [q.trim(), containing(q.trim()), ADMIN_PAGE_SIZE, (page - 1) * ADMIN_PAGE_SIZE],
    ),
    db.query<{ slug: string; name: string }>(`SELECT slug, name FROM advisers WHERE user_id IS NULL ORDER BY name, id`),
  ]);
  const total = rows.rows[0]?.total ?? 0;
  if (total === 0 && page > 1) {
    const count = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM users u WHERE $1 = '' OR u.name ILIKE $2 OR u.email ILIKE $2`,
      [q.trim(), containing(q.trim())],
    );
    const n = count.rows[0]!.n;
    return { users: [], page, pages: pageCount(n, ADMIN_PAGE_SIZE), total: n, freeAdvisers: free.rows };
  }
  return {
    users: rows.rows.map(toUser),
    page,
    pages: pageCount(total, ADMIN_PAGE_SIZE),
    total,
    freeAdvisers: free.rows,
  };
}

/** One user as the list shows them, or undefined. */
export async function userById(db: Queryable, id: number): Promise<AdminUser | undefined> {
  const { rows } = await db.query<UserRow>(
    `${SELECT}, 1 AS total FROM users u LEFT JOIN advisers a ON a.user_id = u.id WHERE u.id = $1`,
    [id],
  );
  return rows[0] ? toUser(rows[0]) : undefined;
}
