import { test, expect } from './support/fixtures';
import { dropDocument404s } from './support/not-found';
import { expectKeyboardFocusRing } from './support/focus';
import { onceAcrossBrands } from './support/brand-shard';

/** The trust footer: who runs the site, its SEBI registrations, where to complain, the legal pages (brand.json `trust`). */

test('the footer names the company, its SEBI registrations, the grievance officer, contact and legal pages', async ({
  page,
  brand,
  axe,
}) => {
  const { trust } = brand;
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: trust.legalName })).toBeVisible();
  for (const r of trust.sebiRegistrations) {
    await expect(footer.getByRole('term').filter({ hasText: `SEBI registered ${r.type}` })).toBeVisible();
    await expect(footer.getByRole('definition').filter({ hasText: r.number })).toBeVisible();
  }

  const grievance = footer.getByRole('region', { name: 'Grievances' });
  await expect(grievance).toContainText(`Grievance officer: ${trust.grievanceOfficer.name}`);
  await expect(grievance.getByRole('link', { name: trust.grievanceOfficer.email })).toHaveAttribute(
    'href',
    `mailto:${trust.grievanceOfficer.email}`,
  );
  await expect(grievance.getByRole('link', { name: trust.grievanceOfficer.phone })).toHaveAttribute(
    'href',
    `tel:${trust.grievanceOfficer.phone.replace(/ /g, '')}`,
  );
  await expect(grievance.getByRole('link', { name: 'SCORES' })).toHaveAttribute('href', 'https://scores.sebi.gov.in/');
  // SEBI asks for the Online Dispute Resolution portal beside SCORES on the home page.
  await expect(grievance.getByRole('link', { name: 'SMART ODR' })).toHaveAttribute('href', 'https://smartodr.in/');

  const contact = footer.getByRole('region', { name: 'Contact us' });
  await expect(contact.getByRole('link', { name: trust.contact.email })).toHaveAttribute(
    'href',
    `mailto:${trust.contact.email}`,
  );
  await expect(contact.getByRole('link', { name: trust.contact.phone })).toBeVisible();
  await expect(contact).toContainText(trust.contact.address);

  const links = footer.getByRole('navigation', { name: 'Footer' });
  await expect(links.getByRole('link', { name: `About ${brand.displayName}` })).toHaveAttribute(
    'href',
    trust.links.about,
  );
  await expect(links.getByRole('link', { name: 'Terms of use' })).toHaveAttribute('href', trust.links.terms);
  await expect(links.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', trust.links.privacy);
  await expect(links.getByRole('link', { name: 'Disclosures' })).toHaveAttribute('href', trust.links.disclosures);
  await expect(footer).toContainText('Investments in securities are subject to market risks.');
  await axe(page, 'footer');
});

test('the footer fits 320 px, sits above the phone navigation bar, and every link shows keyboard focus', async ({
  page,
  brand,
  axe,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: brand.trust.legalName })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // Scrolled to the end, the last line of the footer is above the navigation bar, not under it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const disclaimer = footer.getByText('Investments in securities are subject to market risks.');
  const navBar = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!;
  const last = (await disclaimer.boundingBox())!;
  expect(last.y + last.height).toBeLessThanOrEqual(navBar.y);
  await axe(page);
  for (const link of await footer.getByRole('link').all()) await expectKeyboardFocusRing(page, link);
});

onceAcrossBrands(test, 'harborbank', () => {
  test('on a desktop, a short page ends with the footer at the bottom of the window', async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 1280, height: 1000 });
    await page.goto('/no/such/page/');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    const footer = (await page.getByRole('contentinfo').boundingBox())!;
    expect(Math.round(footer.y + footer.height)).toBeGreaterThanOrEqual(1000);
    dropDocument404s(consoleErrors);
  });
});
