import { describe, expect, it } from 'vitest';
import { API } from '#contract/http/api-paths';
import { complaintCaller, complaintUser } from '../testing/complaint-test-client';
import { testServerPerFile } from '../../test-server-per-file';

const ctx = testServerPerFile({ responseCache: { ttlSeconds: 0 } }, (t) => complaintCaller(t), { timeout: 60_000 });

const JUNK: unknown[] = [
  null,
  [],
  'x',
  {},
  { reference: 1, status: 'resolved', text: 'x' },
  { reference: 'SF-2026-00001-ABCD', status: 'nope', text: 'x' },
  { reference: 'SF-2026-00001-ABCD', status: 'resolved', text: 12 },
  { reference: 'x'.repeat(10_000), status: 'closed', text: 'y' },
  { reference: 'SF-2026-00001-ABCD', status: 'resolved', text: ' padded ' },
];

describe('garbage never answers 5xx', () => {
  it('every JSON call answers bad input 4xx', async () => {
    const investor = await complaintUser(ctx.t);
    const admin = await complaintUser(ctx.t, { admin: true });
    for (const body of JUNK) {
      for (const [path, key] of [
        [API.complaints.reply, investor.token],
        [API.complaints.adminAnswer, admin.token],
      ] as const) {
        const res = await ctx.api.post(path, body, key);
        expect([path, body, res.status >= 400 && res.status < 500]).toEqual([path, body, true]);
      }
    }
    for (const raw of ['{', 'not json', '\u0000']) {
      expect((await ctx.api.postRaw(API.complaints.adminAnswer, raw, 'application/json', admin.token)).status).toBe(
        400,
      );
    }
  });

  it('the create form, the queries and the paths answer junk 4xx', async () => {
    const investor = await complaintUser(ctx.t);
    const admin = await complaintUser(ctx.t, { admin: true });
    for (const [raw, type] of [
      ['{"category":"service"}', 'application/json'],
      ['--x\r\nbroken', 'multipart/form-data; boundary=x'],
      ['a=b', 'application/x-www-form-urlencoded'],
    ] as const) {
      const res = await ctx.api.postRaw(API.complaints.create, raw, type, investor.token);
      expect([raw, res.status]).toEqual([raw, 400]);
    }
    const textAsFile = await ctx.api.file(investor.token, { files: 'not a file' });
    expect(textAsFile.status).toBe(400);
    for (const q of ['?page=0', '?page=-1', '?page=abc', '?page=1e9', '?status=lost']) {
      expect([q, (await ctx.api.get(`${API.complaints.adminList}${q}`, admin.token)).status]).toEqual([q, 400]);
    }
    expect((await ctx.api.get(`${API.complaints.list}?page=x`, investor.token)).status).toBe(400);
    for (const ref of ['..', 'sf-2026-00001-abcd', "' OR 1=1", 'SF-2026-00001-ABCD/files/0']) {
      const path = API.complaints.detail(encodeURIComponent(ref));
      const res = await ctx.api.get(path, investor.token);
      expect([ref, res.status]).toEqual([ref, 404]);
    }
    expect((await ctx.api.get(API.complaints.file('SF-2026-00001-ABCD', 1), investor.token)).status).toBe(404);
  });
});
