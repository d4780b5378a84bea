import { PAYMENT_LINK_REFUSALS as R } from './rules/dealer-rules';
import type { PaymentLinkBody } from '#contract/dealer/types';
import type { Database } from '../db/database';
import {
  createTransaction,
  type CreateTransactionDeps,
  type CreatedTransaction,
} from '../subscriptions/create-transaction';
import { PaymentRefused } from '../subscriptions/payment-refused';
import { hashToken } from './payment-link';

interface Link {
  id: number;
  client_user_id: number;
  plan_id: number;
  brand_id: string;
  expires_at: Date;
  claim_key: string | null;
  plan_name: string;
  dealer_name: string;
}

/**
 * The link a token names, for the signed-in user it was sent to: refused (400, a sentence saying why)
 * when unknown or on another brand, sent to another account, expired, or already claimed by another payment.
 */
export async function openLink(db: Database, token: string, userId: number, brandId: string, now: Date, key?: string) {
  const { rows } = await db.query<Link>(
    `SELECT l.id, l.client_user_id, l.plan_id, l.brand_id, l.expires_at, l.claim_key, p.name AS plan_name, d.name AS dealer_name
       FROM dealer_payment_links l JOIN plans p ON p.id = l.plan_id JOIN users d ON d.id = l.dealer_user_id
      WHERE l.token_hash = $1`,
    [hashToken(token)],
  );
  const link = rows[0];
  if (!link || link.brand_id !== brandId) throw new PaymentRefused(R.unknown);
  if (link.client_user_id !== userId) throw new PaymentRefused(R.otherAccount);
  if (link.claim_key !== null && link.claim_key === key) return link;
  if (link.claim_key !== null) throw new PaymentRefused(R.used);
  if (new Date(link.expires_at).getTime() <= now.getTime()) throw new PaymentRefused(R.expired);
  return link;
}

export const linkBody = (l: Link): PaymentLinkBody => ({
  plan: l.plan_id,
  plan_name: l.plan_name,
  dealer_name: l.dealer_name,
  expires_at: new Date(l.expires_at).toISOString(),
});

/**
 * Pays a link (docs/dealer.md): the link is claimed by this call's client_key (once; a retry with the
 * same key answers the same checkout), then the ordinary checkout's createTransaction records a
 * 'payment-link' transaction with every check it makes. A refused checkout releases the claim.
 */
export async function payLink(
  deps: CreateTransactionDeps,
  input: { token: string; clientKey: string; userId: number; now: Date },
): Promise<CreatedTransaction> {
  const link = await openLink(deps.db, input.token, input.userId, deps.brand.id, input.now, input.clientKey);
  const claimed = await deps.db.query(
    `UPDATE dealer_payment_links SET claim_key = $2, used_at = COALESCE(used_at, $3)
      WHERE id = $1 AND (claim_key IS NULL OR claim_key = $2) RETURNING id`,
    [link.id, input.clientKey, input.now.toISOString()],
  );
  if (!claimed.rows[0]) throw new PaymentRefused(R.used);
  try {
    const created = await createTransaction(deps, {
      userId: input.userId,
      planId: link.plan_id,
      clientKey: input.clientKey,
      now: input.now,
      kind: 'payment-link',
    });
    await deps.db.query(
      'UPDATE dealer_payment_links SET transaction_id = $2 WHERE id = $1 AND transaction_id IS NULL',
      [link.id, created.transaction],
    );
    return created;
  } catch (e) {
    await deps.db.query(
      'UPDATE dealer_payment_links SET claim_key = NULL, used_at = NULL WHERE id = $1 AND transaction_id IS NULL',
      [link.id],
    );
    throw e;
  }
}
