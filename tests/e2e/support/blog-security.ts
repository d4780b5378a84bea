import { request as httpRequest } from 'node:http';
import { type ConsoleMessage, type Page } from '@playwright/test';
import type { BrandConfig } from '../../../brands/schema';

/**
 * Counts any script the page runs from post HTML: payloads set window.__xss, and alert/confirm/prompt
 * add to it too. Returns a getter for browser dialogs seen.
 */
export async function installXssCanary(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __xss: number };
    w.__xss = 0;
    const bump = () => {
      w.__xss += 1;
    };
    window.alert = bump;
    window.confirm = () => (bump(), false);
    window.prompt = () => (bump(), null);
  });
  let dialogs = 0;
  page.on('dialog', (d) => {
    dialogs += 1;
    void d.dismiss();
  });
  return {
    dialogs: () => dialogs,
    value: () => page.evaluate(() => (window as unknown as { __xss: unknown }).__xss),
  };
}

/** What the test hook answers: where the security-test post is (server/db/seed/blog-seed-xss.ts). */
export interface SecurityTestPost {
  postId: number;
  slug: string;
  title: string;
  /** Its page of the listing at 10 a page. */
  pageNumber: number;
}

interface NodeAnswer {
  status: number;
  setCookies: string[];
  text: string;
}

/** One request from Node to a brand host: 127.0.0.1 with the brand host in the Host header. */
function requestBrand(baseURL: string, method: string, path: string, headers: Record<string, string | number>) {
  const url = new URL(baseURL);
  return new Promise<NodeAnswer>((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: url.port, method, path, headers: { Host: url.host, ...headers } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, setCookies: res.headers['set-cookie'] ?? [], text }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/**
 * Seeds the security-test post (every hostile payload) through the ENABLE_TEST_HOOKS route; the
 * default seed never has it. Like a page, it first takes the csrftoken the server issues (signed,
 * docs/security.md "CSRF"), then echoes it.
 */
export async function seedSecurityTestPost(baseURL: string, brand: BrandConfig): Promise<SecurityTestPost> {
  const health = await requestBrand(baseURL, 'GET', `/${brand.segment}/api/health/`, {});
  const cookie = health.setCookies.map((c) => c.split(';')[0]!).find((c) => c.startsWith('csrftoken='));
  if (!cookie) throw new Error(`no csrftoken cookie from the health check (${health.status})`);
  const csrf = cookie.slice('csrftoken='.length);
  const res = await requestBrand(baseURL, 'POST', `/${brand.segment}/api/__test__/security-test-post/`, {
    Cookie: cookie,
    'X-CSRFToken': csrf,
    'Content-Length': 0,
  });
  if (res.status !== 200) throw new Error(`security-test post hook: ${res.status} ${res.text}`);
  return (JSON.parse(res.text) as { body: SecurityTestPost }).body;
}

/**
 * Inline handlers and inline styles (style-src has no 'unsafe-inline'): Chromium reports both when
 * it parses them, even in the inert document the sanitizer parses post HTML in, where nothing can
 * run or apply. The sanitizer's pre-pass renames handler and style attributes first
 * (src/lib/html/sanitize-prepass.ts); `<style>` elements in hostile posts are still reported.
 */
const CSP_INLINE_REPORT =
  /^(Executing inline event handler|Applying inline style) violates the following Content Security Policy directive/;

/**
 * A CSP report from the sanitizer's own parse: logged from the app's script (an /assets/*.js
 * location). The same report from the page itself (a handler or style that reached the live DOM)
 * has no script location, and fails the test.
 */
export function isSanitizerCspReport(m: ConsoleMessage): boolean {
  if (m.type() !== 'error' || !CSP_INLINE_REPORT.test(m.text())) return false;
  return /\/assets\/[^/]+\.js$/.test(m.location().url);
}
