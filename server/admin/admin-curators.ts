import type { AdminCurator } from '#contract/admin/types';
import type { CuratorFields } from '#contract/admin/rules';
import type { Queryable } from '../db/database';

interface CuratorRow {
  slug: string;
  name: string;
  bio: string;
  sebi_registration: string;
  city: string | null;
  website: string | null;
  contact_email: string | null;
  adviser_type: string;
  user_email: string | null;
}

const toCurator = (r: CuratorRow): AdminCurator => ({
  slug: r.slug,
  name: r.name,
  bio: r.bio,
  sebi_registration: r.sebi_registration,
  city: r.city ?? '',
  website: r.website ?? '',
  contact_email: r.contact_email ?? '',
  adviserType: r.adviser_type,
  userEmail: r.user_email,
});

const SELECT = `SELECT a.slug, a.name, a.bio, a.sebi_registration, a.city, a.website, a.contact_email, a.adviser_type,
                       u.email AS user_email
                  FROM advisers a LEFT JOIN users u ON u.id = a.user_id`;

/** Every adviser profile, by name. */
export async function listAdminCurators(db: Queryable): Promise<AdminCurator[]> {
  const { rows } = await db.query<CuratorRow>(`${SELECT} ORDER BY a.name, a.id`);
  return rows.map(toCurator);
}

export async function adminCurator(db: Queryable, slug: string): Promise<AdminCurator | undefined> {
  const { rows } = await db.query<CuratorRow>(`${SELECT} WHERE a.slug = $1`, [slug]);
  return rows[0] ? toCurator(rows[0]) : undefined;
}

/** Saves the profile investors see; 'missing' when no such adviser, 'sebi-taken' when another holds the number. */
export async function saveCurator(
  db: Queryable,
  slug: string,
  f: CuratorFields,
): Promise<'saved' | 'missing' | 'sebi-taken'> {
  const exists = await db.query(`SELECT 1 FROM advisers WHERE slug = $1`, [slug]);
  if (exists.rows.length === 0) return 'missing';
  const clash = await db.query(`SELECT 1 FROM advisers WHERE sebi_registration = $1 AND slug <> $2`, [
    f.sebi_registration,
    slug,
  ]);
  if (clash.rows.length > 0) return 'sebi-taken';
  const orNull = (v: string) => (v === '' ? null : v);
  const { rows } = await db.query(
    `UPDATE advisers SET name = $2, bio = $3, sebi_registration = $4, city = $5, website = $6, contact_email = $7
      WHERE slug = $1 RETURNING id`,
    [slug, f.name, f.bio, f.sebi_registration, orNull(f.city), orNull(f.website), orNull(f.contact_email)],
  );
  return rows.length > 0 ? 'saved' : 'missing';
}
