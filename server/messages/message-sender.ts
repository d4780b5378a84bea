import type { Queryable } from '../db/database';
import { log } from '../log';

/**
 * The one way a message leaves for a person's email or phone (docs/messages.md): one-time codes
 * (server/auth/otp-delivery.ts), payment links (server/dealer/notifier.ts), payment receipts with the
 * invoice (server/subscriptions/send-receipt.ts) and the notices a push did not deliver
 * (server/notices/email-notice.ts). A running server queues each message in the outbox
 * (server/messages/message-outbox.ts), which a job sends by SMTP and MSG91, or in development writes to
 * the log and the mailbox page; a test server's messenger writes to the log at once.
 */
export type MessageChannel = 'email' | 'sms';
export type MessageTemplate =
  'otp' | 'payment-link' | 'payment-receipt' | 'rebalance' | 'sip-due' | 'stop-loss' | 'target' | 'price' | 'summary';

/** A file sent with an e-mail, its content in base64 (so a queued message is plain JSON). */
export interface MessageAttachment {
  filename: string;
  contentType: string;
  base64: string;
}

export interface Message {
  /** An email address or a mobile number, as `channel` says. */
  to: string;
  channel: MessageChannel;
  template: MessageTemplate;
  /** The brand's id: its name and sender address go on the message. */
  brand: string;
  /**
   * What the template fills in: `text` is the message as the person reads it, `subject` an e-mail's
   * subject where the template has none of its own; every other field is also an SMS template's variable.
   */
  data: Readonly<Record<string, string>>;
  attachments?: readonly MessageAttachment[];
}

export interface Messenger {
  send(message: Message): Promise<void>;
}

/** The log line's message for each template. */
const SENT: Record<MessageTemplate, string> = {
  otp: 'otp sent',
  'payment-link': 'payment link sent',
  'payment-receipt': 'payment receipt sent',
  rebalance: 'rebalance notice sent',
  'sip-due': 'sip due notice sent',
  'stop-loss': 'stop-loss notice sent',
  target: 'target notice sent',
  price: 'price alert sent',
  summary: 'end-of-day summary sent',
};

/** Writes `{ channel, to, brand, …data }` to the log: what development and the tests read. */
export const logMessenger: Messenger = {
  send({ to, channel, template, brand, data }) {
    log.info(SENT[template], { channel, to, brand, ...data });
    return Promise.resolve();
  },
};

const messengers = new WeakMap<Queryable, Messenger>();

/** Sets the messenger for a database's app (server/main.ts: the outbox); the log messenger unless set. */
export const setMessenger = (db: Queryable, m: Messenger) => void messengers.set(db, m);

export const messenger = (db: Queryable): Messenger => messengers.get(db) ?? logMessenger;
