import { afterEach, describe, expect, it, vi } from 'vitest';
import { brands } from '../../brands/registry';
import { createTestServer } from '../test-support';
import { DEV_MAILBOX_PATH, DEV_MAILBOX_TITLE } from './dev-mailbox-page';
import { outboxMessenger } from './message-outbox';
import { otpMessage } from './testing/message-fixtures';

const starfolio = brands.find((b) => b.id === 'starfolio')!;
afterEach(() => vi.unstubAllEnvs());

describe('the development mailbox', () => {
  it('lists what was sent, newest first, escaped, on a page with its title; production has no such page', async () => {
    const t = await createTestServer();
    const messages = outboxMessenger(t.db);
    await messages.send(otpMessage());
    await messages.send({
      to: '9876501234',
      channel: 'sms',
      template: 'payment-link',
      brand: 'starfolio',
      data: { text: '<b>Asha</b>, pay here', subject: 'Pay for Gold' },
    });
    const res = await t.request(starfolio, `${DEV_MAILBOX_PATH}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toContain('no-store');
    const page = await res.text();
    expect(page).toContain(`<title>${DEV_MAILBOX_TITLE}</title>`);
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('<strong>042042</strong>');
    expect(page).toContain('&lt;b&gt;Asha&lt;/b&gt;, pay here');
    expect(page.indexOf('SMS to 9876501234')).toBeLessThan(page.indexOf('E-mail to asha@example.com'));
    await t.db.close();

    // The page is mounted, or not, when the app is made: made under NODE_ENV=production, it has none.
    // (The request itself runs outside production, as the test's page renderer needs.)
    vi.stubEnv('NODE_ENV', 'production');
    const prod = await createTestServer();
    vi.unstubAllEnvs();
    await outboxMessenger(prod.db).send(otpMessage());
    const hidden = await prod.request(starfolio, `${DEV_MAILBOX_PATH}/`);
    const body = await hidden.text();
    expect(hidden.status).toBe(404);
    expect(body).not.toContain(DEV_MAILBOX_TITLE);
    expect(body).not.toContain('042042');
    await prod.db.close();
  }, 60_000);
});
