import type { Queryable } from '../db/database';
import { messenger } from '../messages/message-sender';

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

/** Sends a payment link by email and SMS; tests put a spy in its place with setNotifier. */
export interface PaymentLinkNotifier {
  send(message: PaymentLinkMessage): Promise<void>;
}

/**
 * The link by email and SMS through the database's messenger (server/messages/message-sender.ts); the
 * fields beside `text` are the SMS template's variables (docs/messages.md).
 */
const messageNotifier = (db: Queryable): PaymentLinkNotifier => ({
  async send(m) {
    const text = `${m.clientName}, pay for ${m.planName} here: ${m.url} (valid until ${m.expiresAt})`;
    const data = {
      text,
      subject: `Pay for ${m.planName}`,
      name: m.clientName,
      plan: m.planName,
      url: m.url,
      until: m.expiresAt,
    };
    const sent = { template: 'payment-link', brand: m.brand, data } as const;
    const out = messenger(db);
    if (m.email) await out.send({ to: m.email, channel: 'email', ...sent });
    if (m.mobile) await out.send({ to: m.mobile, channel: 'sms', ...sent });
  },
});

const notifiers = new WeakMap<Queryable, PaymentLinkNotifier>();
/** The last message per client email or mobile, with ENABLE_TEST_HOOKS=1 only. */
const outboxes = new WeakMap<Queryable, Map<string, PaymentLinkMessage>>();

/** Sets the notifier for a database's app (tests, with a spy). */
export const setNotifier = (db: Queryable, notifier: PaymentLinkNotifier) => void notifiers.set(db, notifier);

export async function notifyPaymentLink(db: Queryable, message: PaymentLinkMessage): Promise<void> {
  await (notifiers.get(db) ?? messageNotifier(db)).send(message);
  if (process.env.ENABLE_TEST_HOOKS !== '1') return;
  const box = outboxes.get(db) ?? new Map<string, PaymentLinkMessage>();
  outboxes.set(db, box);
  for (const to of [message.email, message.mobile]) if (to) box.set(to, message);
}

/** The last payment link sent to an email or mobile (test hooks only). */
export const lastPaymentLink = (db: Queryable, to: string): PaymentLinkMessage | undefined => outboxes.get(db)?.get(to);
