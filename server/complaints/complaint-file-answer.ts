import type { Context } from 'hono';
import { AUTH } from '#contract/auth-messages';
import { fail } from '../api/envelope';
import { complaintFile } from './complaint-store';

const asciiName = (name: string) => name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');

/** A complaint's file, always downloaded, never cached; `userId` null for an admin. */
export async function sendComplaintFile(c: Context, reference: string, fileId: number, userId: number | null) {
  const file = await complaintFile(c.var.db, reference, fileId, userId);
  if (!file) return fail(c, 404, AUTH.notFound);
  const name = file.file_name;
  return c.body(new Uint8Array(file.content), 200, {
    'content-type': file.content_type,
    'content-disposition': `attachment; filename="${asciiName(name)}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
    'cache-control': 'private, no-store',
  });
}
