import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Queryable } from '../db/database';
import { deliver } from '../auth/otp-delivery';
import { notifyPaymentLink } from '../dealer/notifier';
import { log } from '../log';
import { logMessageSender, messageSender, setMessageSender, type Message } from './message-sender';

const fakeDb = () => ({}) as Queryable;
afterEach(() => vi.restoreAllMocks());

describe('the message sender', () => {
  it('is the log sender unless one is set for the database', () => {
    const db = fakeDb();
    expect(messageSender(db)).toBe(logMessageSender);
    const spy = { send: () => Promise.resolve() };
    setMessageSender(db, spy);
    expect(messageSender(db)).toBe(spy);
    expect(messageSender(fakeDb())).toBe(logMessageSender);
  });

  it('writes one log line a message: the channel, the address and what the template fills in', async () => {
    const info = vi.spyOn(log, 'info').mockImplementation(() => undefined);
    await logMessageSender.send({ to: '9876501234', channel: 'sms', template: 'otp', data: { code: '123456' } });
    expect(info).toHaveBeenCalledWith('otp sent', { channel: 'sms', to: '9876501234', code: '123456' });
  });

  it('carries one-time codes and payment links, by email and SMS', async () => {
    const db = fakeDb();
    const sent: Message[] = [];
    setMessageSender(db, { send: (m) => Promise.resolve(void sent.push(m)) });
    await deliver(db, { kind: 'mobile', value: '9876501234' }, 'login', '042042', 'Your sign-in code');
    await notifyPaymentLink(db, {
      brand: 'starfolio',
      email: 'asha@example.com',
      mobile: '9876501234',
      clientName: 'Asha',
      planName: 'Gold',
      url: 'https://example.com/pay',
      expiresAt: '2026-12-09',
    });
    const text = 'Asha, pay for Gold here: https://example.com/pay (valid until 2026-12-09)';
    expect(sent).toEqual([
      {
        to: '9876501234',
        channel: 'sms',
        template: 'otp',
        data: { purpose: 'login', text: 'Your sign-in code', code: '042042' },
      },
      { to: 'asha@example.com', channel: 'email', template: 'payment-link', data: { brand: 'starfolio', text } },
      { to: '9876501234', channel: 'sms', template: 'payment-link', data: { brand: 'starfolio', text } },
    ]);
  });
});
