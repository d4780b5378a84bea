import { test, expect } from './support/fixtures';
import { onceAcrossBrands } from './support/brand-shard';
import { callApi, fillLoginDialog } from './support/session';
import { clickNotification, shownNotifications, stubPushManager, swRegistrationId } from './support/push';
import { startTestPushService } from '../../server/push/test-push-service';

// The service worker is what this file tests: it is allowed here (blocked elsewhere, decision 0223).
test.use({ serviceWorkers: 'allow' });

/**
 * Web Push end to end (docs/push.md): the app sends this browser's subscription, the server encrypts
 * a push to the test's push service (which decrypts it, RFC 8291), the DevTools protocol delivers
 * that payload to the service worker, which shows the brand's notification; its click brings the
 * open tab to the payment status. Brand-independent: once.
 */
onceAcrossBrands(test, 'starfolio');

/** The seeded subscriber: their paid transactions are real, so the status screen the click opens has one to show. */
const SUBSCRIBER = { email: 'subscriber@example.com', password: 'Subscriber@123' };

const payloadFor = (transaction: string) => ({
  kind: 'payments',
  title: 'Payment Successful !',
  body: 'Your plan is active.',
  url: `/payment/status/?transaction=${transaction}`,
  tag: `payment-${transaction}`,
});

test('a settled payment reaches the service worker as the brand’s notification, and its click opens the status', async ({
  page,
  context,
  brand,
  baseURL,
}) => {
  const service = await startTestPushService();
  let endpoint: string | undefined;
  try {
    const subscription = service.subscribe();
    endpoint = subscription.endpoint;
    const origin = new URL(baseURL!).origin;
    await context.grantPermissions(['notifications'], { origin });
    await stubPushManager(context, subscription);

    await page.goto('/');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await fillLoginDialog(page, brand, SUBSCRIBER);
    const paid = await callApi(page, brand, 'GET', 'get-transactions/');
    const transaction = (paid.json as { body: { transactions: { transaction: string }[] } }).body.transactions[0]!
      .transaction;
    const PAYLOAD = payloadFor(transaction);
    // The worker is there, the user signed in, permission granted: the app sends the subscription.
    await page.evaluate(() => navigator.serviceWorker.ready);
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/push/subscribe/') && r.status() === 200);
    await page.reload();
    await sent;
    const key = await callApi(page, brand, 'GET', 'push/key/');
    expect(await page.evaluate(() => (window as { pushKeyUsed?: string }).pushKeyUsed)).toBe(
      (key.json as { body: { public_key: string } }).body.public_key,
    );

    // The server pushes (as a settled payment does): encrypted for this browser, decrypted by the service.
    const pushed = await callApi(page, brand, 'POST', '__test__/push/', true, PAYLOAD);
    expect((pushed.json as { body: unknown }).body).toEqual({ sent: 1, removed: 0, failed: 0 });
    const received = service.received.find((r) => r.subscription === subscription.id)!;
    expect(received.error).toBeUndefined();
    expect(JSON.parse(received.payload!)).toEqual(PAYLOAD);

    // What the push service would hand the browser, delivered to the worker by the DevTools protocol.
    const cdp = await context.newCDPSession(page);
    const registrationId = await swRegistrationId(cdp, `${origin}/`);
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: received.payload! });
    await expect
      .poll(() => shownNotifications(page))
      .toEqual([
        {
          title: `${brand.shortName} · Payment Successful !`,
          body: 'Your plan is active.',
          tag: PAYLOAD.tag,
          icon: `${origin}/icons/icon-192.png`,
          data: { url: PAYLOAD.url },
        },
      ]);

    // The click, as the worker receives it: the open tab comes to the payment status, the notification goes.
    await page.goto('/blog/');
    await clickNotification(context, PAYLOAD.tag);
    await expect(page).toHaveURL(`${origin}${PAYLOAD.url}`);
    await expect(page.getByText('Payment Successful !').first()).toBeVisible();
    await expect.poll(() => shownNotifications(page)).toEqual([]);
  } finally {
    // A retry starts clean: the server forgets this attempt's subscription (its push service closes now).
    if (endpoint && page.url().startsWith('http'))
      await callApi(page, brand, 'POST', 'push/unsubscribe/', true, { endpoint }).catch(() => undefined);
    await service.close();
  }
});
