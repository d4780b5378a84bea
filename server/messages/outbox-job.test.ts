import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { log } from '../log';
import { openTestDatabase } from '../test-support';
import type { Transport } from './email-transport';
import { forgetSentMessages, outboxMessenger, recentMessages } from './message-outbox';
import { deliverMessages, transportsFromEnv, type Transports } from './outbox-job';
import { otpMessage } from './testing/message-fixtures';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase('empty');
  await migrate(db);
});
afterAll(() => db.close());
afterEach(async () => {
  vi.restoreAllMocks();
  await db.query('DELETE FROM message_outbox');
});

const code = otpMessage();
/**
 * The rounds' clock: a minute after the real one, so a message queued now (its first attempt is due at the
 * database's now()) is due at `at(0)` whatever the day the test runs.
 */
const start = Math.ceil(Date.now() / 1000) * 1000 + 60_000;
const at = (seconds: number) => new Date(start + seconds * 1000);

/** Transports that record what they send; `fail` answers the error each call throws, or null. */
function recording(fail: (n: number) => string | null = () => null) {
  const sent: string[] = [];
  let calls = 0;
  const send: Transport = async (m, brand) => {
    calls += 1;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const error = fail(calls);
    if (error) throw new Error(error);
    sent.push(`${m.channel} ${m.to} ${brand.displayName} ${m.data.code}`);
  };
  const transports: Transports = { email: send, sms: send };
  return { sent, transports };
}

describe('the message outbox', () => {
  it('queues a message with one INSERT and sends nothing while the request waits', async () => {
    const { sent } = recording();
    await outboxMessenger(db).send(code);
    expect(sent).toEqual([]);
    const [queued] = await recentMessages(db);
    expect(queued).toMatchObject({ recipient: 'asha@example.com', template: 'otp', data: code.data, attempts: 0 });
    expect(queued!.delivered_at).toBeNull();
  });

  it('tries a failed send again after its back-off, then marks it sent', async () => {
    const { sent, transports } = recording((n) => (n === 1 ? 'connection refused' : null));
    await outboxMessenger(db).send(code);
    expect(await deliverMessages(db, transports, { now: at(0) })).toBe(0);
    expect((await recentMessages(db))[0]).toMatchObject({ attempts: 1, last_error: 'connection refused' });
    // The first back-off is 5 s: a round a second later leaves it alone.
    expect(await deliverMessages(db, transports, { now: at(1) })).toBe(0);
    expect(await deliverMessages(db, transports, { now: at(6) })).toBe(1);
    expect(sent).toEqual(['email asha@example.com Starfolio 042042']);
    const [done] = await recentMessages(db);
    expect(done).toMatchObject({ attempts: 2, last_error: null });
    expect(new Date(done!.delivered_at!)).toEqual(at(6));
    expect(await deliverMessages(db, transports, { now: at(60) })).toBe(0);
  });

  it('sends each message once when two runners drain the outbox at the same time', async () => {
    const { sent, transports } = recording();
    for (const to of ['a@example.com', 'b@example.com', 'c@example.com'])
      await outboxMessenger(db).send({ ...code, to });
    const counts = await Promise.all([
      deliverMessages(db, transports, { now: at(0) }),
      deliverMessages(db, transports, { now: at(0) }),
    ]);
    expect(counts[0]! + counts[1]!).toBe(3);
    expect(sent.sort()).toEqual([
      'email a@example.com Starfolio 042042',
      'email b@example.com Starfolio 042042',
      'email c@example.com Starfolio 042042',
    ]);
  });

  it('forgets messages a day after they were sent, never one still waiting', async () => {
    const { transports } = recording();
    await outboxMessenger(db).send(code);
    await deliverMessages(db, transports, { now: at(0) });
    await outboxMessenger(db).send({ ...code, to: 'waiting@example.com' });
    expect(await forgetSentMessages(db, new Date(at(0).getTime() + 23 * 3600_000))).toBe(0);
    expect(await forgetSentMessages(db, new Date(at(0).getTime() + 25 * 3600_000))).toBe(1);
    expect((await recentMessages(db)).map((m) => m.recipient)).toEqual(['waiting@example.com']);
  });

  it('writes codes to the log in development, and in production keeps them waiting without SMTP_URL', async () => {
    const info = vi.spyOn(log, 'info').mockImplementation(() => undefined);
    vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    await outboxMessenger(db).send(code);
    expect(await deliverMessages(db, transportsFromEnv({ NODE_ENV: 'production' }), { now: at(0) })).toBe(0);
    expect(info).not.toHaveBeenCalled();
    expect((await recentMessages(db))[0]).toMatchObject({ last_error: 'SMTP_URL is not set' });
    expect(await deliverMessages(db, transportsFromEnv({}), { now: at(10) })).toBe(1);
    expect(info).toHaveBeenCalledWith('otp sent', expect.objectContaining({ to: 'asha@example.com', code: '042042' }));
  });
});
