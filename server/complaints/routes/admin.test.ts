import { describe, expect, it } from 'vitest';
import { API } from '#contract/http/api-paths';
import type { AdminComplaintBody, AdminComplaintsBody, ComplaintBody } from '#contract/complaints/types';
import { COMPLAINT_MESSAGES as M } from '#contract/complaints/rules';
import { complaintCaller, complaintUser } from '../testing/complaint-test-client';
import { testServerPerFile } from '../../test-server-per-file';

const ctx = testServerPerFile({ responseCache: { ttlSeconds: 0 } }, (t) => complaintCaller(t), { timeout: 60_000 });

const REF = 'SF-2026-00001-ABCD';

describe('who may call the admin routes', () => {
  it('a visitor gets 401, an investor 404 (never 403)', async () => {
    const investor = await complaintUser(ctx.t);
    for (const path of [API.complaints.adminList, API.complaints.adminDetail(REF), API.complaints.adminFile(REF, 1)]) {
      expect([path, (await ctx.api.get(path)).status]).toEqual([path, 401]);
      expect([path, (await ctx.api.get(path, investor.token)).status]).toEqual([path, 404]);
    }
    const body = { reference: REF, status: 'resolved', text: 'Done.' };
    expect((await ctx.api.post(API.complaints.adminAnswer, body)).status).toBe(401);
    expect((await ctx.api.post(API.complaints.adminAnswer, body, investor.token)).status).toBe(404);
  });
});

describe('an admin answers, moves and closes', () => {
  it('answers with a text, resolves with a resolution (required), then closes; the clock stops', async () => {
    const investor = await complaintUser(ctx.t);
    const admin = await complaintUser(ctx.t, { admin: true });
    const c = (await ctx.api.file(investor.token)).complaint!;
    const answer = (status: string, text = '') =>
      ctx.api.post<AdminComplaintBody>(
        API.complaints.adminAnswer,
        { reference: c.reference, status, text },
        admin.token,
      );

    const nothing = await answer('received');
    expect([nothing.status, nothing.body.errors]).toEqual([400, { text: M.answerOrStatus }]);
    const first = await answer('in-progress', 'We are looking into it.');
    expect(first.body.complaint.status).toBe('in-progress');
    expect(first.body.complaint.investor.email).toMatch(/@example\.com$/);
    const bare = await answer('resolved');
    expect([bare.status, bare.body.errors]).toEqual([400, { text: M.resolutionRequired }]);
    const ask = await answer('info-requested');
    expect([ask.status, ask.body.errors]).toEqual([400, { text: M.questionRequired }]);
    const resolved = await answer('resolved', 'Refunded in full.');
    expect(resolved.body.complaint.clock.stoppedOn).toBe(resolved.body.complaint.clock.filedOn);
    const back = await answer('in-progress', 'Reopening');
    expect([back.status, back.body.errors]).toEqual([400, { status: M.statusNotAllowed }]);
    const closed = await answer('closed', 'Closed after the refund.');
    expect(closed.body.complaint.status).toBe('closed');
    const again = await answer('closed', 'Once more');
    expect([again.status, again.body.errors]).toEqual([400, { status: M.statusNotAllowed }]);

    const seen = await ctx.api.get<ComplaintBody>(API.complaints.detail(c.reference), investor.token);
    expect(seen.body.complaint.history.map((e) => [e.kind, e.by, e.from_status, e.to_status, e.text])).toEqual([
      ['filed', 'investor', null, 'received', null],
      ['answer', 'team', 'received', 'in-progress', 'We are looking into it.'],
      ['answer', 'team', 'in-progress', 'resolved', 'Refunded in full.'],
      ['answer', 'team', 'resolved', 'closed', 'Closed after the refund.'],
    ]);
  });

  it('a reference that does not exist is a 404', async () => {
    const admin = await complaintUser(ctx.t, { admin: true });
    const res = await ctx.api.post(
      API.complaints.adminAnswer,
      { reference: REF, status: 'resolved', text: 'x' },
      admin.token,
    );
    expect(res.status).toBe(404);
    expect((await ctx.api.get(API.complaints.adminDetail(REF), admin.token)).status).toBe(404);
  });
});

describe('the admin list', () => {
  it('puts the oldest clock first, filters by status and pages', async () => {
    const admin = await complaintUser(ctx.t, { admin: true });
    const investor = await complaintUser(ctx.t);
    const a = (await ctx.api.file(investor.token)).complaint!;
    const b = (await ctx.api.file(investor.token)).complaint!;
    await ctx.t.db.query(`UPDATE complaints SET created_at = now() - interval '40 days' WHERE reference = $1`, [
      b.reference,
    ]);
    const all = await ctx.api.get<AdminComplaintsBody>(`${API.complaints.adminList}?status=received`, admin.token);
    const refs = all.body.complaints.map((c) => c.reference);
    expect(refs.indexOf(b.reference)).toBeLessThan(refs.indexOf(a.reference));
    const old = all.body.complaints.find((c) => c.reference === b.reference)!;
    expect(old.clock).toMatchObject({ overdue: true, daysLeft: -19 });
    expect(all.body.complaints.every((c) => c.status === 'received')).toBe(true);
    const resolved = await ctx.api.get<AdminComplaintsBody>(`${API.complaints.adminList}?status=resolved`, admin.token);
    expect(resolved.body.complaints.map((c) => c.status)).toEqual(['resolved']);
    const far = await ctx.api.get<AdminComplaintsBody>(`${API.complaints.adminList}?page=999`, admin.token);
    expect(far.body).toEqual({ complaints: [], isNextPage: false, thisPageNumber: 999 });
  });
});
