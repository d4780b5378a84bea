import { Hono, type Context } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import type { AppEnv } from '../../app-env';
import { recordWebhookEvent, webhookEventSeen } from '../webhook-event-store';
import { log } from '../../log';
import { PaymentSignatureInvalid, type WebhookEvent } from '../payment-provider';
import { PaymentRefused } from '../../subscriptions/payment-refused';
import { settlePayment } from '../../subscriptions/settle-payment';
import { fail, ok } from '../../http/envelope';
import { providerOf, pushOf } from '../payment-answers';

export interface WebhookAnswer {
  applied: boolean;
  replay: boolean;
}

/** Settles a payment event (logged when it names no transaction of ours or settling refuses it); a refund settles nothing. */
async function applyEvent(c: Context<AppEnv>, event: WebhookEvent): Promise<boolean> {
  if (event.refund) {
    log.info('payment refund processed', { event: event.eventId, transaction: event.transaction, ...event.refund });
    return false;
  }
  try {
    const settled = await settlePayment(c.var.db, event, { push: pushOf(c) });
    if (!settled) {
      log.warn('payment webhook for an unknown transaction', { event: event.eventId, transaction: event.transaction });
    }
    return settled?.changed ?? false;
  } catch (e) {
    if (!(e instanceof PaymentRefused)) throw e;
    log.warn('payment webhook refused', { event: event.eventId, transaction: event.transaction, reason: e.message });
    return false;
  }
}

/**
 * The payment provider's events, server to server (docs/payments.md, "Webhook"). No session and no
 * CSRF token: the provider is not a browser, and its signature over the raw body is the proof. HTTP
 * 401 for a bad signature. Each event id is applied once: a replay answers 200 without applying
 * again and is logged. A good event for a transaction we do not know, or one settlement refuses
 * (another order, another amount or currency than the transaction's: decision 0231), answers 200 too
 * with `applied: false` (logged), so the provider stops retrying what no retry can change; so does a
 * refund.processed event, which is recorded and settles nothing. Mounted in server/app.ts
 * before the CSRF check.
 */
export function paymentWebhookRoutes() {
  const r = new Hono<AppEnv>();
  r.post(at(API.payments.webhook), async (c) => {
    const provider = providerOf(c);
    const raw = await c.req.text();
    let event: WebhookEvent;
    try {
      event = provider.parseWebhook(raw, c.req.raw.headers);
    } catch (e) {
      if (!(e instanceof PaymentSignatureInvalid)) throw e;
      log.warn('payment webhook refused', { provider: provider.id, error: e.message });
      return fail(c, 401, 'The payment event is not signed by the provider.');
    }
    const db = c.var.db;
    if (await webhookEventSeen(db, provider.id, event.eventId)) {
      log.warn('payment webhook replayed', {
        provider: provider.id,
        event: event.eventId,
        transaction: event.transaction,
      });
      return ok<WebhookAnswer>(c, { applied: false, replay: true });
    }
    const applied = await applyEvent(c, event);
    // Two deliveries of one event at once: settling is idempotent, the second is the replay.
    const replay = !(await recordWebhookEvent(db, provider.id, event));
    if (replay) log.warn('payment webhook replayed', { provider: provider.id, event: event.eventId });
    return ok<WebhookAnswer>(c, { applied: applied && !replay, replay });
  });
  return r;
}
