import { API } from '#contract/http/api-paths';
import type { InvestmentDetailsBody } from '#contract/investments/types';
import { test, expect } from './support/fixtures';
import { onceAcrossBrands } from './support/brand-shard';
import { callApi } from './support/session';
import { signUpFresh } from './support/sign-up';
import { buyBasket, connectSimulatedBroker } from './support/buy-basket';
import { clickNotification, shownNotifications, stubPushManager, swRegistrationId } from './support/push';
import { investmentIn } from './support/investments';
import { OPEN_MARKET_NOW } from './support/closed-market';
import { startTestPushService } from '../../server/push/test-push-service';
import { createMarketClock } from '../../server/market/clock';
import { createMarketData } from '../../server/market/create-market-data';

// The service worker shows the notification: allowed here (blocked elsewhere, decision 0223).
test.use({ serviceWorkers: 'allow' });

/**
 * An alert that acts (issue 35, decision 0302), against the real server: a fresh investor buys a basket and sets a
 * stop-loss the prices at the suite's MARKET_NOW do not reach. The notices job then runs as the simulated market
 * stands later that day (the test hook moves MARKET_NOW for that one run), finds the value under the trigger,
 * records the breach and pushes it; the service worker shows the brand's notification, and its click opens the
 * investment with the exit's review ready. Nothing is sold without the investor's tap. Brand-independent: once, on a
 * brand with its own sign-up.
 */
onceAcrossBrands(test, 'moneyleaf');

/** Seeded, free to invest in (as investments-stoploss.spec.ts); a fresh account holds nothing. */
const BASKET = { hash: 'midcap-growth', name: 'Midcap Growth' };

/** What the holdings are worth as the simulated market stands `minutes` after the suite's MARKET_NOW. */
async function valueLater(holdings: readonly { symbol: string; quantity: number }[], minutes: number) {
  const at = new Date(Date.parse(OPEN_MARKET_NOW) + minutes * 60_000);
  const prices = await createMarketData({ clock: createMarketClock(at) }).ltp(holdings.map((h) => h.symbol));
  return holdings.reduce((sum, h) => sum + h.quantity * prices[h.symbol]!, 0);
}

test('a stop-loss reached as prices move is pushed, and the notification opens the exit’s review', async ({
  page,
  context,
  brand,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const service = await startTestPushService();
  let endpoint: string | undefined;
  try {
    const subscription = service.subscribe();
    endpoint = subscription.endpoint;
    const origin = new URL(baseURL!).origin;
    await context.grantPermissions(['notifications'], { origin });
    await stubPushManager(context, subscription);

    // Signed in, permission granted, the worker there: the app sends this browser's subscription (at sign-in, or
    // on the next load if the worker was not ready yet).
    let subscribed = false;
    page.on('response', (r) => {
      if (r.url().endsWith('/api/push/subscribe/') && r.status() === 200) subscribed = true;
    });
    await page.goto('/');
    await signUpFresh(page, brand);
    await connectSimulatedBroker(page, brand);
    await buyBasket(page, BASKET);
    const summary = () => investmentIn(page, brand, BASKET.hash);
    const bought = await summary();
    const { json } = await callApi(page, brand, 'GET', `${API.myBaskets.investment}?investment=${bought.investment}`);
    const { holdings } = (json as { body: InvestmentDetailsBody }).body;

    // Later that day the holdings are worth less: the lowest value over the session's next hours, every 5 minutes.
    let fall = { minutes: 0, value: Number.POSITIVE_INFINITY };
    for (let minutes = 5; minutes <= 270; minutes += 5) {
      const value = await valueLater(holdings, minutes);
      if (value < fall.value) fall = { minutes, value };
    }
    expect(fall.value).toBeLessThan(bought.current_value - 1);
    // A stop-loss between the two values: not reached now, reached then.
    const percent = Math.ceil((1 - (fall.value + bought.current_value) / 2 / bought.invested) * 10_000) / 100;
    const trigger = bought.invested * (1 - percent / 100);
    expect(trigger).toBeGreaterThan(fall.value);
    expect(trigger).toBeLessThan(bought.current_value);
    const set = await callApi(page, brand, 'POST', API.investment.stoplossAdd, true, {
      investment: bought.investment,
      percent,
    });
    expect(set.status).toBe(200);
    expect((await summary()).stoploss).toMatchObject({ percent, breached: false });

    await page.evaluate(() => navigator.serviceWorker.ready);
    if (!subscribed) await page.reload();
    await expect.poll(() => subscribed, { timeout: 15_000 }).toBe(true);

    // The job, as the market stands `fall.minutes` later: the breach found, recorded, queued and pushed.
    const run = await callApi(page, brand, 'POST', '__test__/notices/run/', true, { minutes: fall.minutes });
    expect(run.status).toBe(200);
    expect((run.json as { body: { queued: number; delivered: number } }).body).toMatchObject({ queued: 1 });
    expect((await summary()).stoploss).toMatchObject({ percent, breached: true });
    const review = `/account/investments/${bought.investment}/?review=exit`;
    // The buy's order pushes came first; the stop-loss's is the one of kind 'investments'.
    const received = service.received.find(
      (r) => r.subscription === subscription.id && !r.error && r.payload?.includes('"kind":"investments"'),
    )!;
    expect(received, 'the stop-loss push').toBeDefined();
    const payload = JSON.parse(received.payload!) as { title: string; url: string; tag: string };
    expect(payload).toMatchObject({ kind: 'investments', title: 'Stop-loss reached', url: review });

    // The push service's delivery, handed to the worker by the DevTools protocol: the brand's notification.
    const cdp = await context.newCDPSession(page);
    const registrationId = await swRegistrationId(cdp, `${origin}/`);
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: received.payload! });
    await expect
      .poll(async () => (await shownNotifications(page)).map((n) => [n.title, n.data]))
      .toEqual([[`${brand.shortName} · Stop-loss reached`, { url: review }]]);

    // Its click brings the open tab to the investment, with the exit's review open and nothing placed.
    await page.goto('/blog/');
    await clickNotification(context, payload.tag);
    await expect(page).toHaveURL(`${origin}${review}`);
    const dialog = page.getByRole('dialog', { name: 'Close this investment' });
    await expect(dialog.getByRole('button', { name: 'Sell everything', exact: true })).toBeVisible();
    expect((await summary()).status).toBe('active');
  } finally {
    if (endpoint && page.url().startsWith('http'))
      await callApi(page, brand, 'POST', 'push/unsubscribe/', true, { endpoint }).catch(() => undefined);
    await service.close();
  }
});
