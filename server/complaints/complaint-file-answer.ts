import type { Context } from 'hono';
import { AUTH } from '#contract/auth/messages';
import { fail } from '../http/envelope';
import { uploadHeaders } from '../uploads/served-upload';
import { complaintFile } from './complaint-store';

/** A complaint's file, always downloaded, never cached; `userId` null for an admin. */
export async function sendComplaintFile(c: Context, reference: string, fileId: number, userId: number | null) {
  const file = await complaintFile(c.var.db, reference, fileId, userId);
  if (!file) return fail(c, 404, AUTH.notFound);
  return c.body(new Uint8Array(file.content), 200, {
    ...uploadHeaders({ contentType: file.content_type, fileName: file.file_name, disposition: 'attachment' }),
    'cache-control': 'private, no-store',
  });
}
