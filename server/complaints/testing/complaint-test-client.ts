import { randomUUID } from 'node:crypto';
import { API } from '#contract/http/api-paths';
import type { ComplaintBody } from '#contract/complaints/types';
import { cmsCaller, starfolio } from '../../blog-cms/testing/cms-test-client';
import { testUser } from '../../blog/testing/blog-test-client';
import type { TestServer } from '../../test-support';

export const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
export const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

/** A new investor, or (admin: true) a new user holding the admin role, with a session key. */
export async function complaintUser(t: TestServer, { admin = false } = {}) {
  const user = await testUser(t, { brand: starfolio });
  if (admin) await t.db.query("INSERT INTO user_roles (user_id, role) VALUES ($1, 'admin')", [user.id]);
  return user;
}

/** The complaints API as the app calls it, with the multipart create form. */
export function complaintCaller(t: TestServer) {
  const api = cmsCaller(t);
  return {
    ...api,
    async file(
      key: string | undefined,
      fields: Record<string, string> = {},
      files: { name: string; bytes: Uint8Array; type?: string }[] = [],
    ) {
      const form = new FormData();
      const all = { category: 'service', text: 'My advice note never arrived.', client_key: randomUUID(), ...fields };
      for (const [k, v] of Object.entries(all)) form.append(k, v);
      for (const f of files) form.append('files', new Blob([new Uint8Array(f.bytes)], { type: f.type ?? '' }), f.name);
      const answer = await api.upload(API.complaints.create, form, key);
      const body = answer.body as Partial<ComplaintBody> & { errors?: Record<string, string> };
      return { ...answer, body, complaint: body.complaint };
    },
  };
}
