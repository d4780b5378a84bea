import { randomUUID } from 'node:crypto';
import type { Database } from '../database';
import { importBatch } from '../../client-import/import-batch';
import { SEED_ADVISER_ACCOUNT } from './basket-seed-advisers';

const client = (name: string, email: string, mobile: string, dob: string, pan: string, state: string) => ({
  name,
  email,
  mobile,
  dob,
  pan,
  state,
});

/** The adviser's imported clients (sheet rows 2–6 of the seed import; rows 7 and 8 were refused). */
const CLIENTS = [
  client('Meera Iyer', 'meera.iyer@example.com', '7000100001', '1979-06-14', 'AJMPI4821K', 'TN'),
  client('Rohan Deshpande', 'rohan.deshpande@example.com', '7000100002', '1986-11-02', 'BQWPD7310L', 'MH'),
  client('Farah Khan', 'farah.khan@example.com', '7000100003', '1991-03-27', 'CKZPK2294M', 'DL'),
  client('Gurpreet Sandhu', 'gurpreet.sandhu@example.com', '7000100004', '1968-08-09', 'DXHPS6652N', 'PB'),
  client('Lakshmi Narayanan', 'lakshmi.n@example.com', '7000100005', '1983-01-19', 'ELNPN9043P', 'KA'),
];

const REFUSALS = [
  { row: 7, field: 'mobile', reason: 'Please enter a valid mobile number' },
  { row: 8, field: 'pan', reason: 'Please enter a valid PAN' },
];

/**
 * adviser@example.com's imported clients and the finished import they came from (with two refused
 * rows), so the import screens have history (docs/client-import.md). Added when the adviser has no import.
 */
export async function seedImportedClients(db: Database): Promise<boolean> {
  const { rows } = await db.query<{ id: number; jobs: number }>(
    `SELECT u.id, (SELECT count(*)::int FROM client_import_jobs j WHERE j.adviser_user_id = u.id) AS jobs
       FROM users u WHERE u.email = $1`,
    [SEED_ADVISER_ACCOUNT.email],
  );
  const adviser = rows[0];
  if (!adviser || adviser.jobs > 0) return false;
  await db.transaction(async (tx) => {
    const outcome = await importBatch(tx, {
      adviserId: adviser.id,
      brandId: 'starfolio',
      rows: CLIENTS.map((c, i) => ({ row: i + 2, client: c })),
    });
    const id = randomUUID();
    await tx.query(
      `INSERT INTO client_import_jobs (id, adviser_user_id, brand_id, file_name, file_kind, file_bytes, status,
              total_rows, processed_rows, last_row, imported, already_imported, refused, created_at, finished_at)
       VALUES ($1, $2, 'starfolio', 'new-clients-october.xlsx', 'xlsx', ''::bytea, 'done', $3, $3, $4, $5, $6, $7,
               now() - interval '3 days', now() - interval '3 days' + interval '4 seconds')`,
      [
        id,
        adviser.id,
        CLIENTS.length + REFUSALS.length,
        CLIENTS.length + REFUSALS.length + 1,
        outcome.imported,
        outcome.alreadyImported,
        REFUSALS.length,
      ],
    );
    await tx.query(
      `INSERT INTO client_import_refusals (job_id, row_number, field, reason)
       SELECT $1, * FROM unnest($2::int[], $3::text[], $4::text[])`,
      [id, REFUSALS.map((r) => r.row), REFUSALS.map((r) => r.field), REFUSALS.map((r) => r.reason)],
    );
  });
  return true;
}
