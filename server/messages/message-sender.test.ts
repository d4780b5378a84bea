import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Queryable } from '../db/database';
import { deliver } from '../auth/otp-delivery';
import { notifyPaymentLink } from '../dealer/notifier';
import { log } from '../log';
import { logMessenger, messenger, setMessenger, type Message } from './message-sender';

const fakeDb = () => ({}) as Queryable;
afterEach(() => vi.restoreAllMocks());

describe('the messenger', () => {
  it('is the log messenger unless one is set for the database', () => {
    const db = fakeDb();
    expect(messenger(db)).toBe(logMessenger);
    const spy = { send: () => Promise.resolve() };
    setMessenger(db, spy);
    expect(messenger(db)).toBe(spy);
    expect(messenger(fakeDb())).toBe(logMessenger);
  });

  it('writes one log line a message: the channel, the address, the brand and what the template fills in', async () => {
    const info = vi.spyOn(log, 'info').mockImplementation(() => undefined);
    const message = {
      to: '9876501234',
      channel: 'sms',
      template: 'otp',
      brand: 'starfolio',
      data: { code: '123456' },
    } as const;
    await logMessenger.send(message);
    expect(info).toHaveBeenCalledWith('otp sent', {
      channel: 'sms',
      to: '9876501234',
      brand: 'starfolio',
      code: '123456',
    });
  });

  it('carries one-time codes and payment links, by email and SMS', async () => {
    const db = fakeDb();
    const sent: Message[] = [];
    setMessenger(db, { send: (m) => Promise.resolve(void sent.push(m)) });
    const target = { kind: 'mobile', value: '9876501234' } as const;
    await deliver(db, target, { purpose: 'login', brand: 'starfolio' }, '042042', 'Your sign-in code');
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
    const link = { template: 'payment-link', brand: 'starfolio' } as const;
    const data = {
      text,
      subject: 'Pay for Gold',
      name: 'Asha',
      plan: 'Gold',
      url: 'https://example.com/pay',
      until: '2026-12-09',
    };
    expect(sent).toEqual([
      {
        to: '9876501234',
        channel: 'sms',
        template: 'otp',
        brand: 'starfolio',
        data: { purpose: 'login', text: 'Your sign-in code', code: '042042' },
      },
      { to: 'asha@example.com', channel: 'email', ...link, data },
      { to: '9876501234', channel: 'sms', ...link, data },
    ]);
  });
});
