import { createHash, randomBytes } from 'node:crypto';
import { BLOG_CMS_LIMITS, BLOG_CMS_MESSAGES, type POST_FILE_TYPES } from '#contract/blog-cms/rules';
import type { CmsFile } from '#contract/blog-cms/types';
import type { Queryable } from '../db/database';
import { pdfProblem } from '../uploads/pdf-active-content';
import { cleanFileName, isText, sniff } from './upload-read';

type FileType = (typeof POST_FILE_TYPES)[number];
const XLSX: FileType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Where readers download an attachment (server/blog-cms/file-download-routes.ts). */
export const POST_FILES_PATH = '/media/files';

/**
 * The attachment's type from its bytes, never from what the browser said alone: a PDF, PNG, JPEG
 * or WebP by signature; an XLSX is a ZIP named or declared so; a CSV is UTF-8 text named or
 * declared so. Anything else: null.
 */
export function attachmentType(bytes: Uint8Array, name: string, declared: string): FileType | null {
  const kind = sniff(bytes);
  const lower = name.toLowerCase();
  if (kind === 'pdf') return 'application/pdf';
  if (kind === 'png' || kind === 'jpeg' || kind === 'webp') return `image/${kind}`;
  if (kind === 'zip') return lower.endsWith('.xlsx') || declared === XLSX ? XLSX : null;
  if (kind === null && (lower.endsWith('.csv') || declared === 'text/csv') && isText(bytes)) return 'text/csv';
  return null;
}

interface FileRow {
  id: number;
  file_name: string;
  content_type: string;
  size: number;
  created_at: Date | string;
}

const toCmsFile = (r: FileRow): CmsFile => ({
  id: r.id,
  file_name: r.file_name,
  content_type: r.content_type,
  size: r.size,
  url: `${POST_FILES_PATH}/${r.id}/${encodeURIComponent(r.file_name)}`,
  uploaded_at: new Date(r.created_at).toISOString(),
});

const SELECT = `SELECT f.id, u.file_name, u.content_type, u.size, f.created_at
  FROM post_files f JOIN uploads u ON u.key = f.upload_key`;

export async function listFiles(db: Queryable, postId: number): Promise<CmsFile[]> {
  const { rows } = await db.query<FileRow>(`${SELECT} WHERE f.post_id = $1 ORDER BY f.id`, [postId]);
  return rows.map(toCmsFile);
}

export type FileOutcome = { kind: 'stored'; file: CmsFile } | { kind: 'refused'; status: 400 | 413; message: string };

/**
 * Stores an attachment of the post (its owner checked by the caller): exact type and size limits, and
 * no PDF with active content (server/uploads/pdf-active-content.ts).
 */
export async function storeFile(db: Queryable, userId: number, postId: number, file: File): Promise<FileOutcome> {
  if (file.size > BLOG_CMS_LIMITS.fileBytes) {
    return { kind: 'refused', status: 413, message: BLOG_CMS_MESSAGES.fileTooLarge };
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = bytes.length ? attachmentType(bytes, file.name, file.type) : null;
  if (!type) return { kind: 'refused', status: 400, message: BLOG_CMS_MESSAGES.fileType };
  const active = type === 'application/pdf' ? pdfProblem(bytes) : null;
  if (active) return { kind: 'refused', status: 400, message: active };
  const key = `file-${randomBytes(8).toString('hex')}`;
  const sha = createHash('sha256').update(bytes).digest('hex');
  await db.query(
    `INSERT INTO uploads (key, owner_user_id, kind, content_type, file_name, size, content, sha256)
     VALUES ($1, $2, 'post-file', $3, $4, $5, $6, $7)`,
    [key, userId, type, cleanFileName(file.name, 'attachment'), bytes.length, bytes, sha],
  );
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO post_files (post_id, upload_key) VALUES ($1, $2) RETURNING id',
    [postId, key],
  );
  const [row] = await db.query<FileRow>(`${SELECT} WHERE f.id = $1`, [rows[0]!.id]).then((r) => r.rows);
  return { kind: 'stored', file: toCmsFile(row!) };
}

/** Removes an attachment of the post (and its bytes). False when the post has no such file. */
export async function deleteFile(db: Queryable, postId: number, id: number): Promise<boolean> {
  const { rows } = await db.query<{ upload_key: string }>(
    'DELETE FROM post_files WHERE id = $1 AND post_id = $2 RETURNING upload_key',
    [id, postId],
  );
  if (!rows[0]) return false;
  await db.query('DELETE FROM uploads WHERE key = $1', [rows[0].upload_key]);
  return true;
}
