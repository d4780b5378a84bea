import type { Queryable } from '../db/database';
import { log } from '../log';

/** A payment link on its way to a client (docs/dealer.md, "Notifier"). */
export interface PaymentLinkMessage {
  brand: string;
  email: string | null;
  mobile: string | null;
  clientName: string;
  planName: string;
  url: string;
  expiresAt: string;
}

/**
 * Sends a payment link by email and SMS. The default writes one JSON line to the server log, like the
 * OTP codes (server/auth/otp-delivery.ts); production sets an email and SMS gateway with setNotifier.
 */
export interface PaymentLinkNotifier {
  send(message: PaymentLinkMessage): Promise<void>;
}

export const logNotifier: PaymentLinkNotifier = {
  send(m) {
    const text = `${m.clientName}, pay for ${m.planName} here: ${m.url} (valid until ${m.expiresAt})`;
    if (m.email) log.info('payment link sent', { channel: 'email', to: m.email, brand: m.brand, text });
    if (m.mobile) log.info('payment link sent', { channel: 'sms', to: m.mobile, brand: m.brand, text });
    return Promise.resolve();
  },
};

const notifiers = new WeakMap<Queryable, PaymentLinkNotifier>();
/** The last message per client email or mobile, with ENABLE_TEST_HOOKS=1 only. */
const outboxes = new WeakMap<Queryable, Map<string, PaymentLinkMessage>>();

/** Sets the notifier for a database's app (server/main.ts in production, tests with a spy). */
export const setNotifier = (db: Queryable, notifier: PaymentLinkNotifier) => void notifiers.set(db, notifier);

export async function notifyPaymentLink(db: Queryable, message: PaymentLinkMessage): Promise<void> {
  await (notifiers.get(db) ?? logNotifier).send(message);
  if (process.env.ENABLE_TEST_HOOKS !== '1') return;
  const box = outboxes.get(db) ?? new Map<string, PaymentLinkMessage>();
  outboxes.set(db, box);
  for (const to of [message.email, message.mobile]) if (to) box.set(to, message);
}

/** The last payment link sent to an email or mobile (test hooks only). */
export const lastPaymentLink = (db: Queryable, to: string): PaymentLinkMessage | undefined => outboxes.get(db)?.get(to);
