import { readFile } from 'node:fs/promises';
import { PAYMENT_LINK_SENT } from '../../server/dealer/rules/dealer-rules';
import { PAYMENT_BANNERS } from '#contract/subscriptions/payment-messages';
import { expect, test } from './support/fixtures';
import { onceAcrossBrands } from './support/brand-shard';
import { OPS_ACCOUNTS, signIn } from './support/ops';
import { callApi } from './support/session';

/**
 * A dealer's payment link (docs/dealer.md), one journey: the dealer signs in, sends a client a link
 * for a plan and sees the spec's sentence; the client opens the link the notifier sent, signs in,
 * pays on the Payment Link's hosted page and sees 'Payment Successful !' once payment_link.paid settles it; the dealer's payment status
 * report then shows it paid, and exports it. The `dealer` feature is Starfolio's only.
 */

interface Plan {
  id: number;
  name: string;
}
interface FreshClient {
  name: string;
  email: string;
  password: string;
}

onceAcrossBrands(test, 'starfolio', () => {
  test('a dealer sends a payment link, the client pays it, the payment status report shows it paid', async ({
    page,
    brand,
    secondPerson,
    axe,
  }) => {
    await page.goto('/dealer/');
    await expect(page.getByRole('heading', { level: 2, name: 'Sign in as a dealer' })).toBeVisible();
    await signIn(page, brand, OPS_ACCOUNTS.dealer);
    await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();

    // A plan on sale, and a new client of this dealer with details, risk profile and agreement in place.
    const plans = await callApi(page, brand, 'GET', 'dealer/plans/');
    const plan = (plans.json as { body: { plans: Plan[] } }).body.plans[0]!;
    const fresh = await callApi(page, brand, 'POST', '__test__/dealer/fresh-client/', true, {
      dealer: OPS_ACCOUNTS.dealer.email,
      plan: plan.id,
    });
    expect(fresh.status).toBe(200);
    const client = (fresh.json as { body: FreshClient }).body;

    await page.getByLabel('Search clients').fill(client.email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const clients = page.getByRole('region', { name: 'Clients table' });
    await expect(clients.getByRole('row')).toHaveCount(2);
    await expect(clients.getByRole('rowheader')).toHaveText(client.name);
    await axe(page);
    await clients.getByRole('button', { name: `Send payment link to ${client.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Send a payment link to ${client.name}` });
    await dialog.getByLabel('Plan').selectOption(String(plan.id));
    await axe(page);
    await dialog.getByRole('button', { name: 'Send payment link' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(PAYMENT_LINK_SENT, { exact: true })).toBeVisible();

    const sent = await callApi(
      page,
      brand,
      'GET',
      `__test__/dealer/last-payment-link/?to=${encodeURIComponent(client.email)}`,
    );
    const link = new URL((sent.json as { body: { url: string } }).body.url);
    expect(`${link.pathname}${link.search}`).toMatch(new RegExp(`^/subscribe/${plan.id}/\\?link=[\\w-]{43}$`));

    // The client, at their own browser, opens the link, signs in and pays.
    const payer = await secondPerson();
    await payer.page.goto(`${link.pathname}${link.search}`);
    await signIn(payer.page, brand, client);
    await expect(payer.page.getByText(/^Kiran Dealer sent you this link to pay for /)).toContainText(plan.name);
    await expect(payer.page.getByRole('heading', { level: 2, name: 'Review and pay', exact: true })).toBeVisible();
    // The link is for the plan's price: no discount code to enter.
    await expect(payer.page.getByLabel('Discount code')).toBeHidden();
    await payer.page.getByRole('button', { name: /^Pay ₹/ }).click();
    // Paid on a Payment Link of the agreed amount (decision 0280): its hosted page on the checkout's host.
    await payer.page.waitForURL(/\/l\/plink_[A-Za-z0-9]{14}$/);
    await expect(payer.page).toHaveTitle(`Pay ${brand.displayName} · PayGate Demo`);
    await axe(payer.page);
    await payer.page.getByRole('button', { name: /^Pay ₹/ }).click();
    await payer.page.waitForURL(/\/payment\/status\//);
    await expect(payer.page.getByText(PAYMENT_BANNERS.success, { exact: true })).toBeVisible();
    expect(payer.errors, "the client's console errors").toEqual([]);
    await payer.context.close();

    // Back at the dealer's: the payment status report, filtered to this client.
    await page.getByRole('link', { name: 'Payment status', exact: true }).click();
    await expect(page).toHaveTitle(`Payment status — ${brand.displayName}`);
    const filters = page.getByRole('form', { name: 'Filters' });
    await filters.getByLabel('Client').fill(client.email);
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    const report = page.getByRole('region', { name: 'Payment status table' });
    await expect(report.getByRole('row')).toHaveCount(2);
    await expect(report.getByRole('row').nth(1)).toContainText(`${client.name}${plan.name}`);
    await expect(report.getByRole('cell', { name: 'Paid', exact: true })).toBeVisible();
    await expect(report.getByRole('cell', { name: 'Payment link', exact: true })).toBeVisible();
    await axe(page);

    // The export carries the session: the file is the report's rows, not the API's refusal.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^dealer-payment-status-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv).toContain(client.name);
    expect(csv).toMatch(/,paid,Payment link,/i);
  });
});
