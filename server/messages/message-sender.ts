import type { Queryable } from '../db/database';
import { log } from '../log';

/**
 * The one way a message leaves for a person's email or phone: one-time codes (server/auth/otp-delivery.ts)
 * and notices such as a dealer's payment link (server/dealer/notifier.ts). This reference server's sender
 * writes each message to the log as one JSON line; production sets an email and SMS gateway in its place
 * (server/main.ts), and nothing else changes.
 */
export type MessageChannel = 'email' | 'sms';
export type MessageTemplate = 'otp' | 'payment-link';

export interface Message {
  /** An email address or a mobile number, as `channel` says. */
  to: string;
  channel: MessageChannel;
  template: MessageTemplate;
  /** What the template fills in; `text` is the message as the person reads it. */
  data: Readonly<Record<string, string>>;
}

export interface MessageSender {
  send(message: Message): Promise<void>;
}

/** The log line's message for each template. */
const SENT: Record<MessageTemplate, string> = { otp: 'otp sent', 'payment-link': 'payment link sent' };

/** Writes `{ channel, to, …data }` to the log: what development and the tests read. */
export const logMessageSender: MessageSender = {
  send({ to, channel, template, data }) {
    log.info(SENT[template], { channel, to, ...data });
    return Promise.resolve();
  },
};

const senders = new WeakMap<Queryable, MessageSender>();

/** Sets the sender for a database's app (server/main.ts); the log sender unless set. */
export const setMessageSender = (db: Queryable, sender: MessageSender) => void senders.set(db, sender);

export const messageSender = (db: Queryable): MessageSender => senders.get(db) ?? logMessageSender;
