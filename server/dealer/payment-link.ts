import { createHash, randomBytes } from 'node:crypto';
import type { BrandConfig } from '../../brands/schema';
import { PAYMENT_LINK_DAYS, PAYMENT_LINK_REFUSALS as R } from './rules/dealer-rules';
import type { Database } from '../db/database';
import { PaymentRefused } from '../subscriptions/payment-refused';
import { notifyPaymentLink } from './notifier';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SendInput {
  dealerId: number;
  clientId: number;
  planId: number;
  clientKey: string;
  brand: BrandConfig;
  origin: string;
  now: Date;
}

interface LinkRow {
  id: number;
  expires_at: Date;
}

const findLink = async (db: Database, input: SendInput) =>
  (
    await db.query<LinkRow>(
      'SELECT id, expires_at FROM dealer_payment_links WHERE dealer_user_id = $1 AND client_key = $2',
      [input.dealerId, input.clientKey],
    )
  ).rows[0];

/**
 * Sends a client a link to pay for a plan (docs/dealer.md, "Payment links"): the client must be the
 * dealer's on this brand and the plan on sale. Idempotent on (dealer, client_key): a retry answers the
 * first link and sends nothing again. The token (32 random bytes) goes only into the message; the
 * table keeps its SHA-256.
 */
export async function sendPaymentLink(db: Database, input: SendInput): Promise<LinkRow> {
  const again = await findLink(db, input);
  if (again) return again;
  const { rows: client } = await db.query<{ name: string; email: string | null; mobile: string | null }>(
    `SELECT COALESCE(c.name, u.name) AS name, COALESCE(c.email, u.email) AS email, COALESCE(c.mobile, u.mobile) AS mobile
       FROM client_links l JOIN users u ON u.id = l.client_user_id LEFT JOIN customers c ON c.user_id = u.id
      WHERE l.staff_user_id = $1 AND l.client_user_id = $2 AND l.relation = 'dealer' AND l.brand_id = $3`,
    [input.dealerId, input.clientId, input.brand.id],
  );
  if (!client[0]) throw new PaymentRefused(R.notYourClient, 404);
  const { rows: plan } = await db.query<{ name: string }>('SELECT name FROM plans WHERE id = $1 AND active', [
    input.planId,
  ]);
  if (!plan[0]) throw new PaymentRefused(R.noPlan, 400, { plan: R.noPlan });
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(input.now.getTime() + PAYMENT_LINK_DAYS * 86_400_000);
  const { rows } = await db.query<LinkRow>(
    `INSERT INTO dealer_payment_links (token_hash, dealer_user_id, client_user_id, plan_id, brand_id, client_key, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (dealer_user_id, client_key) DO NOTHING RETURNING id, expires_at`,
    [
      hashToken(token),
      input.dealerId,
      input.clientId,
      input.planId,
      input.brand.id,
      input.clientKey,
      input.now.toISOString(),
      expires.toISOString(),
    ],
  );
  // A concurrent retry inserted first: it sends the message, this call answers its link.
  if (!rows[0]) return (await findLink(db, input))!;
  await notifyPaymentLink(db, {
    brand: input.brand.id,
    email: client[0].email,
    mobile: client[0].mobile,
    clientName: client[0].name,
    planName: plan[0].name,
    url: `${input.origin}/subscribe/${input.planId}/?link=${token}`,
    expiresAt: expires.toISOString(),
  });
  return rows[0];
}
