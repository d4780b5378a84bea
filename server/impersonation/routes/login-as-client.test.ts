import { describe, expect, it } from 'vitest';
import { brands } from '../../../brands/registry';
import { API } from '#contract/http/api-paths';
import type { AuditBody, ImpersonationInfo, LacClientsBody } from '#contract/impersonation/rules';
import { IMPERSONATION_TTL_MINUTES, LAC_MESSAGES } from '#contract/impersonation/rules';
import type { TestServer } from '../../test-support';
import { useLimitsTestServer } from '../../auth/limits-test-server';
import { apiCaller } from '../../auth/testing/auth-test-client';
import { hashPassword } from '../../auth/passwords';

/** Login as client (docs/login-as-client.md): rights, the view, its refusals, its end, the audit log. */
let t: TestServer;
const starfolio = brands.find((b) => b.id === 'starfolio')!;
useLimitsTestServer((server) => (t = server));
const api = () => apiCaller(t, starfolio);
const lac = API.loginAsClient;

async function signIn(email: string, password: string) {
  const a = api();
  const res = await a.post(API.auth.login, { email, password });
  expect(res.status, email).toBe(200);
  return a;
}
const asDealer = () => signIn('dealer@example.com', 'Dealer@123');
const asAdmin = () => signIn('admin@example.com', 'Admin@123');
const idOf = async (email: string) =>
  (await t.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email])).rows[0]!.id;

async function openInvestorView() {
  const a = await asDealer();
  const staffKey = t.cookies.get('jwt')!;
  const res = await a.post(lac.start, { client: await idOf('investor@example.com'), reason: 'Client asked for help' });
  expect(res.status).toBe(200);
  return { a, staffKey, viewKey: t.cookies.get('jwt')!, body: res.body };
}
const lastEntry = async () =>
  (await t.db.query('SELECT * FROM impersonations ORDER BY id DESC LIMIT 1')).rows[0] as {
    id: number;
    ended_at: Date | null;
    end_reason: string | null;
  };

describe('who may open a client view', () => {
  it('answers 401 to a visitor', async () => {
    const a = api();
    expect((await a.get(lac.clients)).status).toBe(401);
    expect((await a.post(lac.start, { client: 1, reason: 'x' })).status).toBe(401);
    expect((await a.post(lac.exit)).status).toBe(401);
    expect((await a.get(lac.audit)).status).toBe(401);
  });

  it('answers 404 without the right: an investor, and a dealer not granted it', async () => {
    const investor = await signIn('investor@example.com', 'Investor@123');
    expect((await investor.get(lac.clients)).status).toBe(404);
    expect((await investor.post(lac.start, { client: 1, reason: 'x' })).status).toBe(404);
    const hash = await hashPassword('Dealer@456');
    await t.db.query(
      `WITH u AS (INSERT INTO users (name, email, password_hash) VALUES ('No Right', 'noright@example.com', $1) RETURNING id)
       INSERT INTO user_roles (user_id, role) SELECT id, 'dealer' FROM u`,
      [hash],
    );
    t.cookies.clear();
    const dealer = await signIn('noright@example.com', 'Dealer@456');
    expect((await dealer.get(lac.clients)).status).toBe(404);
    const res = await dealer.post(lac.start, { client: await idOf('investor@example.com'), reason: 'x' });
    expect(res.status).toBe(404);
  });

  it("lists a dealer's own clients, masked; an admin's search finds investors, never staff", async () => {
    const dealer = await asDealer();
    const mine = (await dealer.get(lac.clients)).body as unknown as LacClientsBody;
    // Exactly the dealer's clients in client_links (the seed's investor and subscriber among them).
    const { rows } = await t.db.query<{ name: string }>(
      `SELECT c.name FROM client_links l JOIN users c ON c.id = l.client_user_id JOIN users d ON d.id = l.staff_user_id
        WHERE d.email = 'dealer@example.com' AND l.relation = 'dealer' ORDER BY c.name`,
    );
    expect(mine.clients.map((c) => c.name).sort()).toEqual(rows.map((r) => r.name).sort());
    expect(rows.map((r) => r.name)).toEqual(expect.arrayContaining(['Asha Investor', 'Ravi Subscriber']));
    expect(mine.clients[0]!.email).toMatch(/^\w{2}\*\*\*@example\.com$/);
    t.cookies.clear();
    const admin = await asAdmin();
    const found = (await admin.get(`${lac.clients}?q=example`)).body as unknown as LacClientsBody;
    const names = found.clients.map((c) => c.name);
    expect(names).toContain('Asha Investor');
    expect(names).not.toContain('Kiran Dealer');
    expect(names).not.toContain('Anita Admin');
  });

  it('never opens a staff member, nor someone else’s client', async () => {
    const admin = await asAdmin();
    const res = await admin.post(lac.start, { client: await idOf('dealer@example.com'), reason: 'Look' });
    expect(res.status).toBe(404);
    expect(res.head.message).toBe(LAC_MESSAGES.noSuchClient);
    t.cookies.clear();
    const dealer = await asDealer();
    const other = await dealer.post(lac.start, { client: await idOf('noright@example.com'), reason: 'Look' });
    expect(other.status).toBe(404);
  });

  it('answers bad input 400', async () => {
    const dealer = await asDealer();
    const id = await idOf('investor@example.com');
    expect((await dealer.post(lac.start, { client: id, reason: '  ' })).body.errors).toEqual({
      reason: LAC_MESSAGES.reasonRequired,
    });
    expect((await dealer.post(lac.start, { client: id, reason: 'x'.repeat(201) })).status).toBe(400);
    expect((await dealer.post(lac.start, { client: 'abc', reason: 'ok' })).status).toBe(400);
    expect((await dealer.postRaw(lac.start, '{not json', 'application/json')).status).toBe(400);
    expect((await dealer.get(`${lac.clients}?page=-2`)).status).toBe(400);
    expect((await dealer.get(`${lac.clients}?q=${'a'.repeat(300)}`)).status).toBe(400);
  });
});

describe("a client's view", () => {
  it('is the client’s session, says so in userinfo, refuses writes with the message and logs each call', async () => {
    const { a, body } = await openInvestorView();
    const info = body.impersonation as ImpersonationInfo;
    expect(info.client.name).toBe('Asha Investor');
    expect(info.staff.name).toBe('Kiran Dealer');
    const minutes = (Date.parse(info.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(IMPERSONATION_TTL_MINUTES - 1);
    expect(minutes).toBeLessThanOrEqual(IMPERSONATION_TTL_MINUTES);
    const me = await a.get(API.auth.userinfo);
    expect(me.body.user?.email).toBe('investor@example.com');
    expect((me.body.impersonation as ImpersonationInfo).staff.name).toBe('Kiran Dealer');
    for (const path of [
      API.trading.requestOrder,
      API.payments.createTransaction,
      API.payments.cancel,
      API.account.password,
      API.customer.signAgreement,
      API.broker.connect,
      lac.start,
    ]) {
      const res = await a.post(path, {});
      expect([res.status, res.head.message], path).toEqual([409, LAC_MESSAGES.refused]);
    }
    const calls = await t.db.query<{ method: string; path: string; status: number }>(
      'SELECT method, path, status FROM impersonation_calls WHERE impersonation_id = $1 ORDER BY id',
      [(await lastEntry()).id],
    );
    expect(calls.rows).toContainEqual({ method: 'GET', path: API.auth.userinfo, status: 200 });
    expect(calls.rows).toContainEqual({ method: 'POST', path: API.trading.requestOrder, status: 409 });
  });

  it('Exit gives the staff member their own session back, ends the view and its token', async () => {
    const { a, viewKey } = await openInvestorView();
    const exit = await a.post(lac.exit);
    expect(exit.status).toBe(200);
    expect(exit.body.user?.email).toBe('dealer@example.com');
    const me = await a.get(API.auth.userinfo);
    expect(me.body.user?.email).toBe('dealer@example.com');
    expect(me.body.impersonation).toBeUndefined();
    expect((await a.get(API.auth.userinfo, { key: viewKey })).status).toBe(401);
    expect(await lastEntry()).toMatchObject({ end_reason: 'exit' });
    // A second Exit (double click, the view's token still in hand) answers the same.
    expect((await a.post(lac.exit, {}, { key: viewKey })).body.user?.email).toBe('dealer@example.com');
  });

  it("suspends the staff member's own token while the view is open; Exit's new token replaces it for good", async () => {
    const { a, staffKey } = await openInvestorView();
    expect((await a.get(API.auth.userinfo, { key: staffKey })).status).toBe(401);
    expect((await a.get(lac.clients, { key: staffKey })).status).toBe(401);
    expect((await a.post(lac.exit)).status).toBe(200);
    const restored = t.cookies.get('jwt')!;
    expect(restored).not.toBe(staffKey);
    expect((await a.get(API.auth.userinfo, { key: restored })).body.user?.email).toBe('dealer@example.com');
    expect((await a.get(API.auth.userinfo, { key: staffKey })).status).toBe(401);
    // A second view, opened from the token Exit gave back, suspends that one in its turn.
    const again = await a.post(lac.start, { client: await idOf('investor@example.com'), reason: 'Follow-up' });
    expect(again.status).toBe(200);
    expect((await a.get(API.auth.userinfo, { key: restored })).status).toBe(401);
    expect((await a.post(lac.exit)).body.user?.email).toBe('dealer@example.com');
    expect((await a.get(API.auth.userinfo)).body.user?.email).toBe('dealer@example.com');
    expect((await a.get(API.auth.userinfo, { key: restored })).status).toBe(401);
    // Still one session: the one row the staff member signed in with, never revoked.
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE u.email = 'dealer@example.com' AND s.revoked_at IS NULL AND s.parent_session_id IS NULL
          AND s.id = (SELECT staff_session_id FROM impersonations ORDER BY id DESC LIMIT 1)`,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('ends at its time: calls answer session expired, Exit still returns to the staff session', async () => {
    const { a } = await openInvestorView();
    const { id } = await lastEntry();
    await t.db.query(
      `UPDATE sessions SET expires_at = now() - interval '1 second'
        WHERE id = (SELECT session_id FROM impersonations WHERE id = $1)`,
      [id],
    );
    await t.db.query("UPDATE impersonations SET expires_at = now() - interval '1 second' WHERE id = $1", [id]);
    expect((await a.get(API.auth.userinfo)).head.status).toBe('100');
    const exit = await a.post(lac.exit);
    expect(exit.body.user?.email).toBe('dealer@example.com');
    expect(await lastEntry()).toMatchObject({ end_reason: 'expired' });
  });

  it("ends when the staff member signs out, with the staff member's own session", async () => {
    const { a, staffKey } = await openInvestorView();
    expect((await a.post(API.auth.logout)).status).toBe(200);
    expect(await lastEntry()).toMatchObject({ end_reason: 'logout' });
    expect((await a.get(API.auth.userinfo, { key: staffKey })).status).toBe(401);
  });

  it('ends when the staff session is signed out elsewhere', async () => {
    const { a, staffKey } = await openInvestorView();
    const viewKey = t.cookies.get('jwt')!;
    await a.post(API.auth.logout, {}, { key: staffKey });
    expect((await a.get(API.auth.userinfo, { key: viewKey })).status).toBe(401);
  });
});

describe('the audit log', () => {
  it('shows admins who opened whose view, why, when and what they did; 404 to others', async () => {
    const { a } = await openInvestorView();
    await a.post(API.trading.requestOrder, {});
    await a.post(lac.exit);
    const notAdmin = await a.get(lac.audit);
    expect(notAdmin.status).toBe(404);
    t.cookies.clear();
    const admin = await asAdmin();
    const log = (await admin.get(`${lac.audit}?staff=dealer&client=asha`)).body as unknown as AuditBody;
    const entry = log.entries[0]!;
    expect(entry).toMatchObject({ reason: 'Client asked for help', endReason: 'exit' });
    expect(entry.staff.email).toBe('dealer@example.com');
    expect(entry.client.email).toBe('investor@example.com');
    expect(entry.calls).toContainEqual(expect.objectContaining({ path: API.trading.requestOrder, status: 409 }));
    expect(entry.calls.map((c) => c.path)).toContain(lac.exit);
    expect(log.total).toBeGreaterThanOrEqual(log.entries.length);
    const none = (await admin.get(`${lac.audit}?staff=nobody-like-this`)).body as unknown as AuditBody;
    expect(none).toMatchObject({ entries: [], total: 0 });
    expect((await admin.get(`${lac.audit}?page=0`)).status).toBe(400);
  });
});
