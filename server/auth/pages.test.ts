import { describe, expect, it, vi } from 'vitest';
import { brands } from '../../brands/registry';
import { contentSecurityPolicy } from '../security/headers';
import { COOKIE_CACHE_CONTROL } from '../cache/cache-policy';
import {
  arrowline,
  googleKey,
  harborbank,
  moneyleaf,
  nonceOf,
  previewOf,
  checkoutOf,
  starfolio,
  startPageServer,
  t,
  text,
} from './testing/page-test-server';

startPageServer();

describe('GET /{segment}/visitor/login-modal/', () => {
  it.each(brands.map((b) => [b.id, b] as const))('renders a section fragment for %s', async (_, b) => {
    const { res, html } = await text(await t.request(b, `/${b.segment}/visitor/login-modal/?next=/blog/article/3/x/`));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    // A first visit (no cookies): the csrftoken cookie it sets keeps it out of shared caches.
    expect(res.headers.get('cache-control')).toBe(COOKIE_CACHE_CONTROL);
    expect(res.headers.get('x-cache-scope')).toBe('public');
    expect(html.trim()).toMatch(/^<section[^>]*>[\s\S]*<\/section>$/);
    expect(html).not.toMatch(/<html|<head|<body|<script/);
    expect(html).toContain('<form data-api="auth/login/" method="post"');
    expect(html).toMatch(/<input[^>]+name="email"/);
    expect(html).toMatch(/<input[^>]+name="password"[^>]+type="password"/);
    expect(html).toContain('<input type="hidden" name="next" value="/blog/article/3/x/">');
    expect(html).toContain('data-action="login-otp"');
    // This server has no key to verify Google's tokens with: Google sign-in could not work.
    expect(html).not.toContain('data-action="login-google"');
    const brokerLinks = b.loginType === 'all' || b.loginType === 'broker';
    for (const broker of b.brokers) {
      // A brand entered only through its broker signs in at the broker itself (decision 0243).
      const path =
        b.loginType === 'broker' ? `/${b.segment}/api/broker/login/${broker.id}/` : `/${b.segment}${broker.loginPath}`;
      const href = `${path}?next=%2Fblog%2Farticle%2F3%2Fx%2F`;
      expect(html.includes(`href="${href}"`)).toBe(brokerLinks);
    }
  });

  it('shows Google only where the brand has a client id and the server verifies Google tokens', async () => {
    vi.stubEnv('GOOGLE_ID_TOKEN_PUBLIC_KEY', googleKey());
    for (const b of brands) {
      const res = await t.request(b, `/${b.segment}/visitor/login-modal/`);
      const html = await res.text();
      expect(html.includes('data-action="login-google"'), b.id).toBe(b.googleClientId !== null);
      if (b.googleClientId) expect(html).toContain(`data-google-client-id="${b.googleClientId}"`);
      // Google's script, button frame and calls are allowed only where Google sign-in is offered.
      const page = await t.request(b, '/');
      const policy = contentSecurityPolicy(nonceOf(page), [], {
        google: b.googleClientId !== null,
        analytics: b.analytics.googleAnalyticsId !== null,
        widgetPreview: previewOf(b),
        checkout: checkoutOf(b),
      });
      expect(page.headers.get('content-security-policy'), b.id).toBe(policy);
      expect(policy.includes('https://accounts.google.com/gsi/client')).toBe(b.googleClientId !== null);
      expect(page.headers.get('cross-origin-opener-policy')).toBe(
        b.googleClientId ? 'same-origin-allow-popups' : 'same-origin',
      );
    }
  });

  it('without a key, no page allows Google at all', async () => {
    for (const b of brands) {
      const page = await t.request(b, '/');
      const analytics = b.analytics.googleAnalyticsId !== null;
      expect(page.headers.get('content-security-policy'), b.id).toBe(
        contentSecurityPolicy(nonceOf(page), [], { analytics, widgetPreview: previewOf(b), checkout: checkoutOf(b) }),
      );
      // Nothing of Google sign-in (Google Analytics' collection endpoint is the brand's analytics id's).
      expect(page.headers.get('content-security-policy')).not.toContain('accounts.google.com');
      if (!analytics) expect(page.headers.get('content-security-policy')).not.toContain('google');
      expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    }
  });

  it('shows broker links only where the login type allows', async () => {
    vi.stubEnv('GOOGLE_ID_TOKEN_PUBLIC_KEY', googleKey());
    const html = async (b: typeof starfolio) => (await t.request(b, `/${b.segment}/visitor/login-modal/`)).text();
    const [s, a, m, h] = await Promise.all([starfolio, arrowline, moneyleaf, harborbank].map(html));
    expect(s).toContain('data-action="login-google"');
    expect(s).toContain('Log in with Kestrel Securities');
    expect(a).not.toContain('data-action="login-google"');
    expect(a).toContain('Log in with Arrowline Securities');
    expect(m).toContain('data-action="login-google"');
    expect(m).not.toContain('data-action="login-broker"');
    expect(h).toContain('Log in with Harbor Bank Securities');
  });

  it.each(['//evil.example/x', 'https://evil.example/', '/\\evil.example', '"><script>alert(1)</script>'])(
    'turns next=%s into /',
    async (next) => {
      const html = await (
        await t.request(starfolio, `/starfolio/visitor/login-modal/?next=${encodeURIComponent(next)}`)
      ).text();
      expect(html).toContain('<input type="hidden" name="next" value="/">');
      expect(html).toContain('/starfolio/brokers/kestrel-securities/login/?next=%2F"');
      expect(html).not.toContain('evil.example');
      expect(html).not.toContain('<script');
    },
  );

  it('escapes a same-site next that contains markup characters', async () => {
    const html = await (
      await t.request(starfolio, `/starfolio/visitor/login-modal/?next=${encodeURIComponent('/a?q="<b>')}`)
    ).text();
    expect(html).toContain('value="/a?q=&quot;&lt;b&gt;"');
  });

  it("answers 404 on another brand's host", async () => {
    const res = await t.request(starfolio, '/arrowline/visitor/login-modal/');
    expect(res.status).toBe(404);
  });
});

describe('GET /{segment}/visitor/subscription-required/', () => {
  it('lists the four plans with fee labels in rupees and a subscribe link', async () => {
    const res = await t.request(moneyleaf, '/moneyleaf/visitor/subscription-required/');
    const html = await res.text();
    expect(res.status).toBe(200);
    // A first visit (no cookies): the csrftoken cookie it sets keeps it out of shared caches.
    expect(res.headers.get('cache-control')).toBe(COOKIE_CACHE_CONTROL);
    expect(res.headers.get('x-cache-scope')).toBe('public');
    expect(html.trim()).toMatch(/^<section[^>]*>[\s\S]*<\/section>$/);
    const plans = [
      ...html.matchAll(
        /<span class="plan-period">([^<]+)<\/span> <span class="plan-fee-label">([^<]+)<\/span> <span class="plan-amount">([^<]+)</g,
      ),
    ].map((m) => [m[1], m[2], m[3]]);
    expect(plans).toEqual([
      ['1 Month', 'Monthly Fee', '₹999'],
      ['3 Months', 'Quarterly Fee', '₹2,699'],
      ['6 Months', 'Half-Yearly Fee', '₹4,999'],
      ['1 Year', 'Yearly Fee', '₹8,999'],
    ]);
    expect(html).toContain('(₹749.9 / month)');
    expect(html).toContain('(₹899.7 / month)');
    expect(html).toContain('href="/featured/all/?basket-type=premium&amp;order-by=&amp;order-by-field=popularity"');
    expect(html).toContain('Moneyleaf');
  });
});
