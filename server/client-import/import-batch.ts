import type { ImportedClient } from './rules/client-import-rules';
import { IMPORT_MESSAGES, type ImportRefusal } from '#contract/client-import/types';
import type { Queryable } from '../db/database';

export interface BatchRow {
  row: number;
  client: ImportedClient;
}

export interface BatchOutcome {
  imported: number;
  alreadyImported: number;
  refusals: ImportRefusal[];
}

interface Known {
  email: string;
  mobile: string | null;
  pan: string | null;
  mine: boolean;
}

/** Accounts that share an email or mobile with the batch, and the adviser's clients sharing a PAN. */
async function knownAccounts(tx: Queryable, adviserId: number, rows: BatchRow[]): Promise<Known[]> {
  const emails = rows.map((r) => r.client.email);
  const mobiles = rows.flatMap((r) => (r.client.mobile ? [r.client.mobile] : []));
  const pans = rows.flatMap((r) => (r.client.pan ? [r.client.pan] : []));
  const { rows: known } = await tx.query<Known>(
    `SELECT u.email, u.mobile, c.pan,
            EXISTS (SELECT 1 FROM client_links l WHERE l.staff_user_id = $1 AND l.client_user_id = u.id
                     AND l.relation = 'adviser') AS mine
       FROM users u LEFT JOIN customers c ON c.user_id = u.id
      WHERE u.email = ANY($2::text[]) OR u.mobile = ANY($3::text[])
     UNION ALL
     SELECT u.email, u.mobile, c.pan, true
       FROM client_links l JOIN users u ON u.id = l.client_user_id JOIN customers c ON c.user_id = u.id
      WHERE l.staff_user_id = $1 AND l.relation = 'adviser' AND c.pan = ANY($4::text[])`,
    [adviserId, emails, mobiles, pans],
  );
  return known;
}

/**
 * Imports one batch of valid rows for an adviser, in the caller's transaction: a row whose client is
 * already the adviser's (same PAN, email or mobile; or an earlier row of the file) is counted as
 * already imported; a row whose email or mobile belongs to someone else's account is refused; the
 * rest become users without a password, their customers row and an 'adviser' client link (source
 * 'import'), with multi-row inserts.
 */
export async function importBatch(
  tx: Queryable,
  { adviserId, brandId, rows }: { adviserId: number; brandId: string; rows: BatchRow[] },
): Promise<BatchOutcome> {
  const outcome: BatchOutcome = { imported: 0, alreadyImported: 0, refusals: [] };
  if (rows.length === 0) return outcome;
  const known = await knownAccounts(tx, adviserId, rows);
  const mine = { email: new Set<string>(), mobile: new Set<string>(), pan: new Set<string>() };
  const other = { email: new Set<string>(), mobile: new Set<string>() };
  for (const k of known) {
    const into = k.mine ? mine : other;
    into.email.add(k.email);
    if (k.mobile) into.mobile.add(k.mobile);
    if (k.mine && k.pan) mine.pan.add(k.pan);
  }
  const fresh: BatchRow[] = [];
  for (const r of rows) {
    const { email, mobile, pan } = r.client;
    if (mine.email.has(email) || (mobile && mine.mobile.has(mobile)) || (pan && mine.pan.has(pan))) {
      outcome.alreadyImported++;
    } else if (other.email.has(email)) {
      outcome.refusals.push({ row: r.row, field: 'email', reason: IMPORT_MESSAGES.emailTaken });
    } else if (mobile && other.mobile.has(mobile)) {
      outcome.refusals.push({ row: r.row, field: 'mobile', reason: IMPORT_MESSAGES.mobileTaken });
    } else {
      fresh.push(r);
      // A later row of the file with the same client counts as already imported.
      mine.email.add(email);
      if (mobile) mine.mobile.add(mobile);
      if (pan) mine.pan.add(pan);
    }
  }
  if (fresh.length === 0) return outcome;
  const col = <K extends keyof ImportedClient>(key: K) => fresh.map((r) => r.client[key]);
  // No conflict target: a clash on the email or the mobile (someone signed up meanwhile) skips the row.
  const { rows: created } = await tx.query<{ id: number; email: string }>(
    `INSERT INTO users (name, email, mobile)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[])
     ON CONFLICT DO NOTHING RETURNING id, email`,
    [col('name'), col('email'), col('mobile')],
  );
  const idByEmail = new Map(created.map((u) => [u.email, u.id]));
  const made = fresh.filter((r) => idByEmail.has(r.client.email));
  for (const r of fresh) {
    if (!idByEmail.has(r.client.email)) {
      outcome.refusals.push({ row: r.row, field: 'email', reason: IMPORT_MESSAGES.emailTaken });
    }
  }
  if (made.length === 0) return outcome;
  const ids = made.map((r) => idByEmail.get(r.client.email)!);
  const of = <K extends keyof ImportedClient>(key: K) => made.map((r) => r.client[key]);
  await tx.query(
    `INSERT INTO customers (user_id, name, email, mobile, dob, pan, state_code)
     SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::date[], $6::text[], $7::text[])
     ON CONFLICT (user_id) DO NOTHING`,
    [ids, of('name'), of('email'), of('mobile'), of('dob'), of('pan'), of('state')],
  );
  await tx.query(
    `INSERT INTO client_links (staff_user_id, client_user_id, relation, brand_id, source)
     SELECT $1, id, 'adviser', $2, 'import' FROM unnest($3::int[]) AS id ON CONFLICT DO NOTHING`,
    [adviserId, brandId, ids],
  );
  outcome.imported = made.length;
  return outcome;
}
