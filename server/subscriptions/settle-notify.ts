import { PAYMENT_BANNERS } from '#contract/subscriptions/payment-messages';
import { log } from '../log';
import type { PushSender } from '../push/push-sender';

/**
 * Tells the payer's browsers how the payment ended (docs/push.md): a notification that opens the
 * payment status screen. A push that fails is logged; the status screen polls anyway.
 */
export async function notifySettled(
  push: PushSender | undefined,
  t: { id: string; user_id: number; brand_id: string; status: string },
): Promise<void> {
  if (!push || (t.status !== 'success' && t.status !== 'failed')) return;
  const body = t.status === 'success' ? PAYMENT_BANNERS.success : PAYMENT_BANNERS.failed;
  try {
    await push.notify(
      { userId: t.user_id, brandId: t.brand_id },
      { kind: 'payments', title: 'Payment', body, url: `/payment/status/?transaction=${t.id}`, tag: `payment-${t.id}` },
    );
  } catch (e) {
    log.warn('payment push failed', { transaction: t.id, error: e instanceof Error ? e.message : String(e) });
  }
}
