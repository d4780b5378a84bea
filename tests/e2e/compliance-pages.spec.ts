import { test, expect } from './support/fixtures';
import { expectKeyboardFocusRing } from './support/focus';

/**
 * What SEBI asks every page to show (docs/compliance.md): the publisher's name and SEBI registration on
 * a basket page and its share card, the PaRRVA status, the investor charters and the accessibility
 * statement in the footer, and the statement itself (docs/accessibility.md). Brand data: run on two brands.
 */

const BASKET = { hash: 'dividend-yield-plus', name: 'Dividend Yield Plus' };
const REGISTRATION = /^SEBI-registered (investment adviser|research analyst) IN[AH]\d{9}$/;

test("a basket page names its adviser's SEBI registration, on the page and its share card, and its PaRRVA status", async ({
  page,
  axe,
}) => {
  await page.goto(`/baskets/${BASKET.hash}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(BASKET.name);
  const adviser = page.getByRole('region', { name: 'Adviser' });
  const registration = adviser.getByText(REGISTRATION);
  await expect(registration).toBeVisible();
  const name = (await adviser.locator('p').first().textContent())!;
  const line = `${name}, ${(await registration.textContent())!}`;
  for (const card of ['meta[property="og:description"]', 'meta[name="twitter:description"]']) {
    await expect(page.locator(card)).toHaveAttribute('content', new RegExp(`^${line}\\. `));
  }
  const parrva = page.getByRole('region', { name: 'Verified performance (PaRRVA)' });
  await expect(parrva).toContainText(/PaRRVA/);
  await expect(parrva).toContainText(/platform’s own computation|only verified risk and return figures/);
  await axe(page);
});

test("the footer links the platform's investor charter, SEBI's for advisers and analysts, and the accessibility statement", async ({
  page,
  brand,
  axe,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/');
  const links = page.getByRole('contentinfo').getByRole('navigation', { name: 'Footer' });
  const charters = [
    [`${brand.displayName}’s investor charter`, brand.trust.links.investorCharter],
    [
      'Investor charter for investment advisers (SEBI)',
      'https://www.sebi.gov.in/legal/circulars/jun-2025/investor-charter-for-investment-advisers_94354.html',
    ],
    [
      'Investor charter for research analysts (SEBI)',
      'https://www.sebi.gov.in/legal/circulars/jun-2025/investor-charter-for-research-analysts_94355.html',
    ],
    ['Accessibility statement', '/accessibility/'],
  ] as const;
  for (const [name, href] of charters) {
    const link = links.getByRole('link', { name, exact: true });
    await expect(link).toHaveAttribute('href', href);
    await expectKeyboardFocusRing(page, link);
  }

  await links.getByRole('link', { name: 'Accessibility statement' }).click();
  await expect(page).toHaveURL('/accessibility/');
  await expect(page).toHaveTitle(`Accessibility statement — ${brand.displayName}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accessibility statement');
  const a = brand.accessibility;
  await expect(page.getByRole('main')).toContainText('WCAG 2.2 AA');
  await expect(page.getByRole('listitem')).toHaveText([...a.knownExceptions]);
  await expect(page.getByRole('definition')).toContainText(a.nodalOfficer.name);
  await expect(page.getByRole('link', { name: a.nodalOfficer.email })).toHaveAttribute(
    'href',
    `mailto:${a.nodalOfficer.email}`,
  );
  await expect(page.locator('time')).toHaveAttribute('datetime', a.lastAutomatedAudit);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectKeyboardFocusRing(page, page.getByRole('link', { name: 'SCORES' }));
  await axe(page);
});
