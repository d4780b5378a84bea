import { describe, expect, it } from 'vitest';
import { API } from '#contract/http/api-paths';
import type { ComplaintBody, ComplaintsBody } from '#contract/complaints/types';
import { COMPLAINT_LIMITS, COMPLAINT_MESSAGES as M } from '#contract/complaints/rules';
import { starfolio } from '../../blog-cms/testing/cms-test-client';
import { PDF, PNG, complaintCaller, complaintUser } from '../testing/complaint-test-client';
import { testServerPerFile } from '../../test-server-per-file';
import { PDF_MESSAGES } from '../../uploads/pdf-active-content';
import { scriptedPdfs } from '../../uploads/pdf-test-support';
import { expectServedAsUpload } from '../../uploads/upload-test-support';

const ctx = testServerPerFile({ responseCache: { ttlSeconds: 0 } }, (t) => complaintCaller(t), { timeout: 60_000 });

const download = (path: string, key?: string) =>
  ctx.t.request(starfolio, ctx.api.url(path), { headers: key ? { KEY: key } : {} });

describe('an investor files a complaint', () => {
  it('gets a reference, the received status, a 21-day clock and the filed event', async () => {
    const me = await complaintUser(ctx.t);
    const res = await ctx.api.file(me.token, { category: 'fees-refunds' }, [
      { name: 'receipt.pdf', bytes: PDF },
      { name: 'screen.png', bytes: PNG },
    ]);
    expect(res.status).toBe(200);
    const c = res.complaint!;
    expect(c.reference).toMatch(/^SF-\d{4}-\d{5,}-[A-Z2-9]{4}$/);
    expect(c.status).toBe('received');
    expect(c.clock).toMatchObject({ daysLeft: COMPLAINT_LIMITS.resolutionDays, overdue: false, stoppedOn: null });
    expect(c.history.map((e) => [e.kind, e.by, e.to_status])).toEqual([['filed', 'investor', 'received']]);
    expect(c.files.map((f) => [f.file_name, f.content_type])).toEqual([
      ['receipt.pdf', 'application/pdf'],
      ['screen.png', 'image/png'],
    ]);
  });

  it("files under 'Accessibility', the category SCORES has", async () => {
    const me = await complaintUser(ctx.t);
    const res = await ctx.api.file(me.token, { category: 'accessibility' });
    expect([res.status, res.complaint?.category]).toEqual([200, 'accessibility']);
  });

  it('serves its files back to the complainant and admins only', async () => {
    const me = await complaintUser(ctx.t);
    const other = await complaintUser(ctx.t);
    const admin = await complaintUser(ctx.t, { admin: true });
    const c = (await ctx.api.file(me.token, {}, [{ name: 'receipt.pdf', bytes: PDF }])).complaint!;
    const path = API.complaints.file(c.reference, c.files[0]!.id);
    const own = await download(path, me.token);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expectServedAsUpload(own, 'attachment', 'receipt.pdf');
    expect(new Uint8Array(await own.arrayBuffer())).toEqual(PDF);
    expect((await download(path, other.token)).status).toBe(404);
    expect((await download(path)).status).toBe(401);
    const adminPath = API.complaints.adminFile(c.reference, c.files[0]!.id);
    expect((await download(adminPath, admin.token)).status).toBe(200);
    expect((await download(adminPath, me.token)).status).toBe(404);
  });

  it('is idempotent on client_key: the same key answers the same complaint, stored once', async () => {
    const me = await complaintUser(ctx.t);
    const fields = { client_key: 'double-click-0001' };
    const [a, b] = await Promise.all([
      ctx.api.file(me.token, fields, [{ name: 'a.pdf', bytes: PDF }]),
      ctx.api.file(me.token, fields, [{ name: 'a.pdf', bytes: PDF }]),
    ]);
    expect(a.complaint!.reference).toBe(b.complaint!.reference);
    const list = await ctx.api.get<ComplaintsBody>(API.complaints.list, me.token);
    expect(list.body.complaints).toHaveLength(1);
    const { rows } = await ctx.t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM uploads WHERE owner_user_id = $1 AND kind = 'complaint-file'`,
      [me.id],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('refuses a wrong type, a PDF with a script (review L5), a file over 2 MB, too many files, and bad fields', async () => {
    const me = await complaintUser(ctx.t);
    const exe = await ctx.api.file(me.token, {}, [{ name: 'evil.pdf', bytes: new TextEncoder().encode('MZ\0\0') }]);
    expect([exe.status, exe.body.errors?.files]).toEqual([400, `${M.fileType}: evil.pdf`]);
    const big = new Uint8Array(COMPLAINT_LIMITS.fileBytes + 1);
    big.set(PDF);
    const tooBig = await ctx.api.file(me.token, {}, [{ name: 'big.pdf', bytes: big }]);
    expect([tooBig.status, tooBig.body.errors?.files]).toEqual([400, `${M.fileTooLarge}: big.pdf`]);
    for (const [how, pdf] of Object.entries(scriptedPdfs())) {
      const scripted = await ctx.api.file(me.token, {}, [{ name: 'statement.pdf', bytes: pdf }]);
      expect([scripted.status, scripted.body.errors?.files], how).toEqual([
        400,
        `${PDF_MESSAGES.activeContent}: statement.pdf`,
      ]);
    }
    const four = Array.from({ length: 4 }, (_, i) => ({ name: `${i}.png`, bytes: PNG }));
    const many = await ctx.api.file(me.token, {}, four);
    expect([many.status, many.body.errors?.files]).toEqual([400, M.tooManyFiles]);
    const fields = await ctx.api.file(me.token, { category: 'nope', text: ' padded', client_key: 'x' });
    expect(fields.status).toBe(400);
    expect(fields.body.errors).toEqual({ category: M.category, text: M.textInvalid, client_key: M.clientKey });
    const empty = await ctx.api.file(me.token, { text: '   ' });
    expect(empty.body.errors).toEqual({ text: M.textEmpty });
    const long = await ctx.api.file(me.token, { text: 'x'.repeat(COMPLAINT_LIMITS.textMax + 1) });
    expect(long.body.errors).toEqual({ text: M.textTooLong });
    const list = await ctx.api.get<ComplaintsBody>(API.complaints.list, me.token);
    expect(list.body.complaints).toHaveLength(0);
  });

  it('answers a body over the cap 413 before reading it', async () => {
    const me = await complaintUser(ctx.t);
    const files = Array.from({ length: 4 }, (_, i) => ({ name: `${i}.pdf`, bytes: new Uint8Array(2 * 1024 * 1024) }));
    const res = await ctx.api.file(me.token, {}, files);
    expect([res.status, res.head.message]).toEqual([413, M.tooLarge]);
  });
});

describe('who sees what', () => {
  it('a visitor gets 401 on every call', async () => {
    for (const path of [API.complaints.list, API.complaints.detail('SF-2026-00001-ABCD')]) {
      expect([path, (await ctx.api.get(path)).status]).toEqual([path, 401]);
    }
    expect((await ctx.api.file(undefined)).status).toBe(401);
    expect((await ctx.api.post(API.complaints.reply, { reference: 'SF-2026-00001-ABCD', text: 'x' })).status).toBe(401);
  });

  it("an investor lists and reads only their own; another's reference is a 404", async () => {
    const me = await complaintUser(ctx.t);
    const other = await complaintUser(ctx.t);
    const mine = (await ctx.api.file(me.token)).complaint!;
    const theirs = (await ctx.api.file(other.token)).complaint!;
    const list = await ctx.api.get<ComplaintsBody>(API.complaints.list, me.token);
    expect(list.body.complaints.map((c) => c.reference)).toEqual([mine.reference]);
    expect((await ctx.api.get(API.complaints.detail(mine.reference), me.token)).status).toBe(200);
    const foreign = await ctx.api.get(API.complaints.detail(theirs.reference), me.token);
    expect(foreign.status).toBe(404);
    const reply = await ctx.api.post(API.complaints.reply, { reference: theirs.reference, text: 'Mine now' }, me.token);
    expect(reply.status).toBe(404);
  });

  it('the seed investor has two complaints in different states, one resolved with its answers', async () => {
    const { rows } = await ctx.t.db.query<{ status: string; answers: number }>(
      `SELECT c.status, (SELECT count(*)::int FROM complaint_events e WHERE e.complaint_id = c.id AND e.kind = 'answer') AS answers
         FROM complaints c JOIN users u ON u.id = c.user_id WHERE u.email = 'investor@example.com' ORDER BY c.created_at`,
    );
    expect(rows).toEqual([
      { status: 'resolved', answers: 2 },
      { status: 'in-progress', answers: 1 },
    ]);
  });
});

describe('the investor replies while it is open', () => {
  it('adds the reply to the history; a reply to a question sends it back in progress; none once resolved', async () => {
    const me = await complaintUser(ctx.t);
    const admin = await complaintUser(ctx.t, { admin: true });
    const c = (await ctx.api.file(me.token)).complaint!;
    const ask = { reference: c.reference, status: 'info-requested', text: 'Which plan was it?' };
    expect((await ctx.api.post(API.complaints.adminAnswer, ask, admin.token)).status).toBe(200);
    const reply = await ctx.api.post<ComplaintBody>(
      API.complaints.reply,
      { reference: c.reference, text: 'Quarterly' },
      me.token,
    );
    expect(reply.body.complaint.status).toBe('in-progress');
    expect(reply.body.complaint.history.map((e) => [e.kind, e.by, e.text])).toEqual([
      ['filed', 'investor', null],
      ['answer', 'team', 'Which plan was it?'],
      ['reply', 'investor', 'Quarterly'],
    ]);
    const done = { reference: c.reference, status: 'resolved', text: 'Refunded.' };
    expect((await ctx.api.post(API.complaints.adminAnswer, done, admin.token)).status).toBe(200);
    const late = await ctx.api.post(API.complaints.reply, { reference: c.reference, text: 'Thanks' }, me.token);
    expect([late.status, late.head.message]).toEqual([409, M.replyClosed]);
  });
});
