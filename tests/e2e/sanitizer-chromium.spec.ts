import { test, expect } from '@playwright/test';
import { securityTestArticle } from '../../server/db/seed/blog-seed-xss';
import { XSS_PAYLOADS } from '../../server/db/seed/xss-payloads';
import { bundleSanitizer, CHECK_ORIGIN, installTraps, routeCheckSite, type Hit } from './support/sanitizer-page';
import { onceAcrossBrands } from './support/brand-shard';
import { mountRaw, mountSanitized, parseAll, PROFILES, sanitizeAll } from './support/sanitizer-run';

/**
 * The whole payload table through the production sanitizer in Chromium (the unit tests run it in
 * jsdom): each payload sanitized in every profile, put in a live page without a CSP, given focus,
 * clicks and every event; nothing may run, load from elsewhere, break the checker's rules, or
 * change when sanitized or parsed again. A page with the app's CSP proves the sanitizer makes
 * Chromium report nothing. One page per check, every payload in one batch. Brand-independent: it
 * runs in the starfolio project only, and never touches the app server.
 */

/** Each payload reports its own number when it runs: `__xss=1` becomes `__xss=<index + 2>`. */
const TAGGED = XSS_PAYLOADS.map((p, i) => p.html.replaceAll('__xss=1', `__xss=${i + 2}`));
const nameOf = (hit: Hit) => XSS_PAYLOADS[Number(hit.value) - 2]?.name ?? String(hit.value);

/** How many raw payloads must run in this harness, so that a silent run means something. */
const LIVE_RAW = 120;

onceAcrossBrands(test, 'starfolio');

/**
 * A `<style>` element is reported as Chromium parses it, even in the inert document DOMPurify works
 * in, where it never applies (style-src has no 'unsafe-inline'); the sanitizer removes it with its
 * content. Style attributes and handlers are renamed before parsing, so they are never reported
 * (src/lib/html/sanitize-prepass.ts): attribute reports name 'unsafe-hashes', and fail the check.
 */
const isStyleElementReport = (r: string) =>
  r.startsWith('Applying inline style violates') && !r.includes('unsafe-hashes');

test.describe('on DOMPurify, as the app and the widget have it', () => {
  let bundle: string;
  let bundleMs: number;
  test.beforeAll(async () => {
    const started = Date.now();
    bundle = await bundleSanitizer();
    bundleMs = Date.now() - started;
  });

  test('the sanitizer makes Chromium report no CSP violation but style elements, where raw parsing would', async ({
    page,
  }) => {
    await routeCheckSite(page.context(), bundle);
    const reports: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') reports.push(m.text());
    });
    await page.goto(`${CHECK_ORIGIN}/strict`);
    // Each payload alone, and all of them in one document as the security-test post has them.
    const { body, shortText } = securityTestArticle();
    const { ms, calls } = await sanitizeAll(page, [...TAGGED, body, shortText]);
    await parseAll(page, [...TAGGED, body, shortText], true);
    await page.waitForTimeout(300);
    expect(
      reports.filter((r) => !isStyleElementReport(r)),
      'reports while sanitizing',
    ).toEqual([]);
    test
      .info()
      .annotations.push(
        { type: 'bundle', description: `${bundleMs} ms` },
        { type: 'sanitize', description: `${calls} calls in ${Math.round(ms)} ms` },
      );

    // Control: the same payloads parsed as they are make Chromium report.
    await parseAll(page, TAGGED, false);
    await expect.poll(() => reports.length).toBeGreaterThan(100);
    expect(reports.every((r) => r.includes('Content Security Policy'))).toBe(true);
  });

  test('no payload runs, loads, breaks a rule or changes when read again', async ({ page }) => {
    test.slow();
    const traffic = await routeCheckSite(page.context(), bundle);
    const hits = await installTraps(page);
    await page.goto(`${CHECK_ORIGIN}/open`);
    const started = Date.now();
    const { results, clobbered, eventTypes, elements } = await mountSanitized(page, TAGGED, PROFILES);
    await page.mouse.move(10, 10);
    await page.mouse.move(600, 400, { steps: 5 });
    await page.waitForTimeout(1500);
    test.info().annotations.push({
      type: 'mounted',
      description: `${results.length} outputs, ${elements} elements, ${eventTypes} event types, ${Date.now() - started} ms`,
    });

    const label = (r: (typeof results)[number]) => `${XSS_PAYLOADS[r.index]!.name} (${r.profile})`;
    expect(hits.map(nameOf), 'executions').toEqual([]);
    expect(traffic.foreign, 'requests off the page').toEqual([]);
    expect(clobbered, 'app globals an element stands in for').toEqual([]);
    expect(results.filter((r) => r.problems.length).map((r) => `${label(r)}: ${r.problems.join('; ')}`)).toEqual([]);
    expect(results.filter((r) => r.resanitized !== null).map(label), 'changed when sanitized again').toEqual([]);
    expect(results.filter((r) => r.reparsed !== null).map(label), 'changed when parsed again').toEqual([]);
    expect(page.url()).toBe(`${CHECK_ORIGIN}/open`);
  });

  test('the harness sees raw payloads run (control)', async ({ page }) => {
    await routeCheckSite(page.context(), bundle);
    const hits = await installTraps(page);
    await page.goto(`${CHECK_ORIGIN}/open`);
    await mountRaw(page, TAGGED);
    await page.waitForTimeout(1500);
    const ran = new Set(hits.map(nameOf));
    test.info().annotations.push({ type: 'raw', description: `${ran.size} of ${TAGGED.length} payloads ran` });
    expect(ran.size).toBeGreaterThanOrEqual(LIVE_RAW);
  });
});
