import { randomBytes, randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { z } from 'zod';
import { idField } from '#contract/forms/fields';
import type { UserEnv } from '../auth/guards';
import { hashPassword } from '../auth/passwords';
import { latestAgreementVersion } from '../customers/agreement-versions';
import { fail, ok } from '../http/envelope';
import { validate } from '../http/validate';
import { QUESTIONNAIRE_VERSION } from '../customers/rules/risk-questionnaire';
import { lastPaymentLink } from './notifier';

const freshClientRequest = z.object({ dealer: z.email().max(254), plan: idField() });
const lastLinkQuery = z.object({ to: z.string().trim().min(3).max(254) });
export const FRESH_CLIENT_PASSWORD = 'Client@123';

/**
 * ENABLE_TEST_HOOKS=1 only (docs/dealer.md): a fresh client of a dealer, ready to pay for a plan
 * (customer details in the adviser's state, a current risk profile, the adviser's agreement signed),
 * and the last payment link the notifier sent to an email or mobile.
 */
export function mountDealerTestHooks(r: Hono<UserEnv>) {
  r.post('/__test__/dealer/fresh-client/', validate('json', freshClientRequest), async (c) => {
    const { dealer, plan } = c.req.valid('json');
    const db = c.var.db;
    const { rows: p } = await db.query<{ adviser_id: number; state_code: string }>(
      'SELECT p.adviser_id, a.state_code FROM plans p JOIN advisers a ON a.id = p.adviser_id WHERE p.id = $1',
      [plan],
    );
    if (!p[0]) return fail(c, 404, 'There is no such plan.');
    const email = `dealer.client.${randomUUID().slice(0, 8)}@example.com`;
    const mobile = `7${String(randomBytes(4).readUInt32BE() % 1_000_000_000).padStart(9, '0')}`;
    const name = 'Meena Joshi';
    const { rows: u } = await db.query<{ id: number }>(
      'INSERT INTO users (name, email, mobile, password_hash) VALUES ($1, $2, $3, $4) RETURNING id',
      [name, email, mobile, await hashPassword(FRESH_CLIENT_PASSWORD)],
    );
    const id = u[0]!.id;
    await db.query(
      `INSERT INTO customers (user_id, name, email, mobile, dob, pan, state_code, kyc_status)
       VALUES ($1, $2, $3, $4, '1987-03-09', 'GHIPJ7890K', $5, 'verified')`,
      [id, name, email, mobile, p[0].state_code],
    );
    await db.query(
      `INSERT INTO risk_profiles (user_id, questionnaire_version, answers, score, profile) VALUES ($1, $2, '{}', 10, 'moderate')`,
      [id, QUESTIONNAIRE_VERSION],
    );
    const version = await latestAgreementVersion(db, p[0].adviser_id);
    if (version) {
      await db.query(
        `INSERT INTO agreements (id, user_id, adviser_id, plan_id, version_id, status, signed_at) VALUES ($1, $2, $3, $4, $5, 'signed', now())`,
        [`agr_${randomBytes(6).toString('hex')}`, id, p[0].adviser_id, plan, version.id],
      );
    }
    const { rows: linked } = await db.query(
      `INSERT INTO client_links (staff_user_id, client_user_id, relation, brand_id, source)
       SELECT d.id, $2, 'dealer', $3, 'admin' FROM users d WHERE d.email = $1 RETURNING client_user_id`,
      [dealer.toLowerCase(), id, c.var.brand.id],
    );
    if (!linked[0]) return fail(c, 404, 'There is no such dealer.');
    return ok(c, { id, name, email, mobile, password: FRESH_CLIENT_PASSWORD });
  });

  r.get('/__test__/dealer/last-payment-link/', validate('query', lastLinkQuery), (c) => {
    c.header('Cache-Control', 'private, no-store');
    const m = lastPaymentLink(c.var.db, c.req.valid('query').to);
    return m
      ? ok(c, { url: m.url, email: m.email, mobile: m.mobile })
      : fail(c, 404, 'No payment link was sent there.');
  });
}
