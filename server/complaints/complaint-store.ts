import { createHash, randomBytes } from 'node:crypto';
import type { ComplaintDetail, ComplaintsBody } from '#contract/complaints/types';
import { COMPLAINT_LIMITS, type ComplaintCategory } from '#contract/complaints/rules';
import type { Database, Queryable } from '../db/database';
import { nextReference } from './complaint-reference';
import {
  COMPLAINT_COLUMNS,
  COMPLAINT_FROM,
  filesAndHistory,
  summaryOf,
  type ComplaintRow,
} from './complaint-row-store';

export interface NewFile {
  name: string;
  bytes: Uint8Array;
  contentType: string;
}
export interface ComplaintCreate {
  category: ComplaintCategory;
  text: string;
  client_key: string;
  files: NewFile[];
}

async function storeFile(tx: Queryable, userId: number, complaintId: number, file: NewFile) {
  const key = `complaint-${randomBytes(8).toString('hex')}`;
  const sha = createHash('sha256').update(file.bytes).digest('hex');
  await tx.query(
    `INSERT INTO uploads (key, owner_user_id, kind, content_type, file_name, size, content, sha256)
     VALUES ($1, $2, 'complaint-file', $3, $4, $5, $6, $7)`,
    [key, userId, file.contentType, file.name, file.bytes.length, file.bytes, sha],
  );
  await tx.query('INSERT INTO complaint_files (complaint_id, upload_key) VALUES ($1, $2)', [complaintId, key]);
}

/**
 * Files a complaint once per (investor, client_key): a repeated call answers the complaint the first
 * one made, with nothing stored twice. `at` is for the seed and tests (filing in the past).
 */
export async function createComplaint(
  db: Database,
  user: { id: number; brandId: string },
  input: ComplaintCreate,
  at = new Date(),
): Promise<string> {
  return db.transaction(async (tx) => {
    const reference = await nextReference(tx, user.brandId, at);
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO complaints (reference, user_id, brand_id, category, text, client_key, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $7) ON CONFLICT (user_id, client_key) DO NOTHING RETURNING id`,
      [reference, user.id, user.brandId, input.category, input.text, input.client_key, at],
    );
    if (rows.length === 0) {
      const existing = await tx.query<{ reference: string }>(
        'SELECT reference FROM complaints WHERE user_id = $1 AND client_key = $2',
        [user.id, input.client_key],
      );
      return existing.rows[0]!.reference;
    }
    const id = rows[0]!.id;
    for (const file of input.files) await storeFile(tx, user.id, id, file);
    await tx.query(
      `INSERT INTO complaint_events (complaint_id, kind, actor_user_id, by_team, to_status, created_at)
       VALUES ($1, 'filed', $2, false, 'received', $3)`,
      [id, user.id, at],
    );
    return reference;
  });
}

/** One complaint with its files and history; `userId` limits it to that investor's own (else null). */
export async function findComplaint(db: Queryable, reference: string, userId: number | null, now = new Date()) {
  const { rows } = await db.query<ComplaintRow>(
    `SELECT ${COMPLAINT_COLUMNS} FROM ${COMPLAINT_FROM} WHERE c.reference = $1 AND ($2::int IS NULL OR c.user_id = $2)`,
    [reference, userId],
  );
  const row = rows[0];
  if (!row) return null;
  const detail: ComplaintDetail = { ...summaryOf(row, now), text: row.text, ...(await filesAndHistory(db, row.id)) };
  return { row, detail };
}

/** The investor's own complaints, newest first. */
export async function listOwnComplaints(db: Queryable, userId: number, page: number): Promise<ComplaintsBody> {
  const size = COMPLAINT_LIMITS.pageSize;
  const { rows } = await db.query<ComplaintRow>(
    `SELECT ${COMPLAINT_COLUMNS} FROM ${COMPLAINT_FROM} WHERE c.user_id = $1
      ORDER BY c.created_at DESC, c.id DESC LIMIT $2 OFFSET $3`,
    [userId, size + 1, (page - 1) * size],
  );
  const now = new Date();
  return {
    complaints: rows.slice(0, size).map((r) => summaryOf(r, now)),
    isNextPage: rows.length > size,
    thisPageNumber: page,
  };
}

/** The bytes of one of a complaint's files, for its investor (userId) or any admin (null). */
export async function complaintFile(db: Queryable, reference: string, fileId: number, userId: number | null) {
  const { rows } = await db.query<{ content: Uint8Array; content_type: string; file_name: string }>(
    `SELECT u.content, u.content_type, u.file_name FROM complaint_files f
       JOIN complaints c ON c.id = f.complaint_id JOIN uploads u ON u.key = f.upload_key
      WHERE c.reference = $1 AND f.id = $2 AND ($3::int IS NULL OR c.user_id = $3)`,
    [reference, fileId, userId],
  );
  return rows[0] ?? null;
}
