import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../../brands/registry';
import { apiCaller } from '../auth/testing/auth-test-client';
import { lastOtp } from '../auth/otp-delivery';
import { testServerPerFile } from '../test-server-per-file';
import { outboxMessenger } from './message-outbox';
import { setMessenger } from './message-sender';
import { deliverMessages, transportsFromEnv } from './outbox-job';
import { startTestSmtpServer } from './testing/test-smtp-server';

const moneyleaf = brands.find((b) => b.id === 'moneyleaf')!;
const ctx = testServerPerFile({}, (t) => apiCaller(t, moneyleaf), { env: { ENABLE_TEST_HOOKS: '1' }, timeout: 60_000 });
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  setMessenger(ctx.t.db, outboxMessenger(ctx.t.db));
});
afterAll(() => smtp.close());

describe('a one-time code by e-mail over SMTP', () => {
  it('arrives at the SMTP server from the brand, with the code and its name in a plain-text and an HTML part', async () => {
    const sent = await ctx.api.post('generate-otp/', { target: 'investor@example.com' });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ sent: true, expiresInSeconds: 600 });
    // The answer came before any mail: the code waits in the outbox for the job.
    expect(smtp.received).toEqual([]);
    const code = lastOtp(ctx.t.db, 'investor@example.com')!;

    const transports = transportsFromEnv({ SMTP_URL: smtp.url, MAIL_FROM_MONEYLEAF: 'codes@moneyleaf.example' });
    expect(await deliverMessages(ctx.t.db, transports)).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const { from, to, mail } = smtp.received[0]!;
    expect(from).toBe('codes@moneyleaf.example');
    expect(to).toEqual(['investor@example.com']);
    expect(mail.from?.value).toEqual([{ name: moneyleaf.displayName, address: 'codes@moneyleaf.example' }]);
    expect(mail.subject).toBe(`${code} is your ${moneyleaf.displayName} code`);
    expect(mail.text).toContain(`Your sign-in code: ${code}`);
    expect(mail.text).toContain(moneyleaf.displayName);
    expect(mail.html).toContain(`<strong>${code}</strong>`);
    expect(mail.html).toContain(`<h1>${moneyleaf.displayName}</h1>`);
  });

  it("comes from the brand's contact address when no sender is configured", async () => {
    smtp.received.length = 0;
    const sent = await ctx.api.post('generate-otp/', { target: 'subscriber@example.com' });
    expect(sent.status).toBe(200);
    expect(await deliverMessages(ctx.t.db, transportsFromEnv({ SMTP_URL: smtp.url }))).toBe(1);
    expect(smtp.received[0]!.from).toBe(moneyleaf.trust.contact.email);
  });
});
