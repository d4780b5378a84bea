import type { AdminBrandsBody } from '#contract/admin/types';
import type { Queryable } from '../db/database';

/** How many users, advisers, dealers and admins there are, and how many adviser profiles. */
export async function peopleCounts(db: Queryable): Promise<AdminBrandsBody['counts']> {
  const { rows } = await db.query<AdminBrandsBody['counts']>(
    `SELECT (SELECT count(*)::int FROM users) AS users,
            (SELECT count(*)::int FROM user_roles WHERE role = 'adviser') AS advisers,
            (SELECT count(*)::int FROM user_roles WHERE role = 'dealer') AS dealers,
            (SELECT count(*)::int FROM user_roles WHERE role = 'admin') AS admins,
            (SELECT count(*)::int FROM advisers) AS "adviserProfiles"`,
  );
  return rows[0]!;
}
