import { clockText, complaintClock } from '#contract/complaints/clock';
import { COMPLAINT_MESSAGES } from '#contract/complaints/rules';
import { formatDate } from '#contract/locale/format';
import { expect, test } from './support/fixtures';
import { onceAcrossBrands } from './support/brand-shard';
import { signInAt } from './support/ops';

/**
 * Complaints (docs/complaints.md), one journey: the investor files a complaint from the account
 * (category, text, a screenshot) and gets its reference and SEBI's 21-day clock; an admin asks for
 * information, the investor replies, the admin resolves and then closes it; the investor sees the
 * whole history and the final status, the clock stopped in time. The clock runs on the calendar in
 * India (contract/complaints/clock.ts), from the real day of filing, not the e2e market clock.
 */

/** A 1×1 PNG: attachments are judged from their bytes. */
const SCREENSHOT = {
  name: 'refund-screen.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
};

onceAcrossBrands(test, 'starfolio', () => {
  test('an investor files a complaint; an admin asks, resolves and closes it; the investor sees it all', async ({
    page,
    brand,
    secondPerson,
    axe,
  }) => {
    const text = `The refund for my cancelled plan has not arrived (${Date.now()}).`;
    await signInAt(page, brand, 'investor', '/account/complaints/');
    await page.getByRole('link', { name: 'File a complaint' }).click();
    await expect(page).toHaveTitle(`File a complaint — ${brand.displayName}`);
    await page.getByRole('button', { name: 'File complaint' }).click();
    await expect(page.getByText(COMPLAINT_MESSAGES.category)).toBeVisible();
    await expect(page.getByText(COMPLAINT_MESSAGES.textEmpty)).toBeVisible();
    await page.getByLabel('Category').selectOption({ label: 'Fees and refunds' });
    await page.getByLabel('Your complaint').fill(text);
    await page.getByLabel('Attachments (optional)').setInputFiles(SCREENSHOT);
    await axe(page);
    await page.getByRole('button', { name: 'File complaint' }).click();

    // Its page: the reference, the status and the clock, due 21 days after today in India.
    await expect(page).toHaveURL(/\/account\/complaints\/SF-\d{4}-\d{5}-[A-HJ-NP-Z2-9]{4}\/$/);
    const reference = page.url().split('/').at(-2)!;
    const facts = page.getByRole('main').getByRole('definition');
    await expect(facts.nth(0)).toHaveText(reference);
    await expect(facts.nth(2)).toHaveText('Received');
    const running = complaintClock(new Date(), null, new Date());
    expect(clockText(running)).toBe('21 days left');
    await expect(facts.nth(4)).toHaveText(`Due ${formatDate(running.dueOn)}: 21 days left`);
    await expect(page.getByRole('button', { name: /^Download refund-screen\.png \(1 KB\)$/ })).toBeVisible();
    await axe(page);

    // The admin, at their own browser: the complaint is in the open list; they ask for information.
    const admin = await secondPerson();
    await signInAt(admin.page, brand, 'admin', '/admin/complaints/');
    await admin.page.getByRole('link', { name: reference }).click();
    const adminFacts = admin.page.getByRole('main').getByRole('definition');
    await expect(adminFacts.nth(1)).toHaveText('Asha Investor (investor@example.com)');
    const [file] = await Promise.all([
      admin.page.waitForEvent('download'),
      admin.page.getByRole('button', { name: /^Download refund-screen\.png/ }).click(),
    ]);
    expect(file.suggestedFilename()).toBe(SCREENSHOT.name);
    const answer = async (status: string, words: string) => {
      await admin.page.getByLabel('Status after this answer').selectOption({ label: status });
      await admin.page.getByLabel(/^(Answer to|Resolution for) the investor$/).fill(words);
      await admin.page.getByRole('button', { name: 'Save answer' }).click();
      await expect(adminFacts.nth(3)).toHaveText(status);
    };
    await answer('Information requested', 'Which bank account should the refund go to?');
    await axe(admin.page);

    // The investor sees the question and replies: it goes back to the team.
    await page.reload();
    await expect(page.getByText('Which bank account should the refund go to?')).toBeVisible();
    await page.getByLabel('Your reply').fill('The savings account ending 4321, please.');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByText('Your reply was added.')).toBeVisible();
    await expect(facts.nth(2)).toHaveText('In progress');

    await admin.page.reload();
    await expect(admin.page.getByText('The savings account ending 4321, please.')).toBeVisible();
    await answer('Resolved', 'The refund of ₹1,770 was sent to the account ending 4321 today.');
    await answer('Closed', 'Closed after the refund reached you.');
    await expect(admin.page.getByRole('button', { name: 'Save answer' })).toHaveCount(0);
    expect(admin.errors, "the admin's console errors").toEqual([]);
    await admin.context.close();

    // The investor: the history oldest first, the final status and the clock stopped in time.
    await page.reload();
    await expect(facts.nth(2)).toHaveText('Closed');
    await expect(facts.nth(4)).toHaveText(`Due ${formatDate(running.dueOn)}: Answered in time`);
    await expect(page.getByRole('list', { name: 'History' }).getByRole('listitem')).toHaveText([
      /You filed the complaint · Status: Received$/,
      /Our team answered · Status: Information requested.*Which bank account/,
      /You replied · Status: In progress.*ending 4321, please\.$/,
      /Our team answered · Status: Resolved.*The refund of ₹1,770/,
      /Our team answered · Status: Closed.*Closed after the refund reached you\.$/,
    ]);
    await expect(page.getByRole('heading', { name: 'Add a reply' })).toHaveCount(0);
    await axe(page);

    await page.getByRole('link', { name: 'Your complaints' }).click();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: reference }) });
    await expect(card).toContainText('Fees and refunds · Closed');
    await expect(card).toContainText('Answered in time');
  });
});
