import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { brands } from '../../brands/registry';
import { WIDGET_PREVIEW_PATH } from '#contract/web-widget/snippet';
import { contentSecurityPolicy, styleHash } from '../security/headers';
import { brokerPageCss } from './broker-page';
import { createTestServer, type TestServer } from '../test-support';
import { apiCaller } from './testing/auth-test-client';
import { COOKIE_CACHE_CONTROL } from '../cache/cache-policy';

/** The one frame a page may show of its own origin: the partner widget's preview (docs/widget.md). */
const previewOf = (b: (typeof brands)[number]) => `http://${b.hosts[0]}:3000${WIDGET_PREVIEW_PATH}`;

/** The nonce a page's CSP carries (a new one on every answer). */
const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1] ?? '';

let t: TestServer;
const brand = (id: string) => brands.find((b) => b.id === id)!;
const [starfolio, arrowline, moneyleaf, harborbank] = ['starfolio', 'arrowline', 'moneyleaf', 'harborbank'].map(
  brand,
) as [ReturnType<typeof brand>, ReturnType<typeof brand>, ReturnType<typeof brand>, ReturnType<typeof brand>];

beforeAll(async () => {
  t = await createTestServer();
}, 60_000);
afterAll(() => t.db.close());
beforeEach(() => {
  t.cookies.clear();
  vi.unstubAllEnvs();
});

/** A key this server verifies Google ID tokens with: with it, Google sign-in can work. */
const googleKey = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  }).publicKey;

const text = async (res: Response) => ({ res, html: await res.text() });

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
        contentSecurityPolicy(nonceOf(page), [], { analytics, widgetPreview: previewOf(b) }),
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

describe('broker sign-in pages', () => {
  const path = '/arrowline/brokers/arrowline-securities/login/';

  async function openForm(next = '/blog') {
    const res = await t.request(arrowline, `${path}?next=${encodeURIComponent(next)}`);
    const html = await res.text();
    const token = /name="csrfmiddlewaretoken" value="([^"]+)"/.exec(html)?.[1] ?? '';
    return { res, html, token };
  }

  const submit = (fields: Record<string, string>) =>
    t.request(arrowline, path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });

  it('serves a full accessible page that needs no script', async () => {
    const { res, html, token } = await openForm();
    expect(res.status).toBe(200);
    // The site's CSP, letting in this page's one <style> by its hash (no 'unsafe-inline').
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1] ?? '';
    expect(res.headers.get('content-security-policy')).toBe(
      contentSecurityPolicy(nonce, [styleHash(brokerPageCss(arrowline.theme))]),
    );
    expect(html).toContain(`<style>${brokerPageCss(arrowline.theme)}</style>`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(html).toMatch(/^<!doctype html>\s*<html lang="en-IN">/);
    expect(html).toContain('<title>Sign in to Arrowline Securities</title>');
    expect(html).not.toMatch(/<script|\son[a-z]+=/i);
    expect(html).toContain('<label for="client-code">Client code</label>');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toContain(`<form method="post" action="${path}"`);
    expect(html).toContain('<input type="hidden" name="next" value="/blog">');
    // The page was the first visit: the token is the csrftoken cookie being set now.
    expect(token).toBe(t.cookies.get('csrftoken'));
  });

  it('signs in, stores the broker on the user and redirects to next with a broker session', async () => {
    const { token } = await openForm('/featured/all/?x=1');
    const res = await submit({
      csrfmiddlewaretoken: token,
      next: '/featured/all/?x=1',
      clientCode: 'ab1234',
      password: 'pw-1',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/featured/all/?x=1');
    expect(t.cookies.get('jwt')).toBeTruthy();
    const api = apiCaller(t, arrowline);
    const info = await api.get('auth/userinfo/');
    expect(info.body.user).toMatchObject({ brokerName: 'Arrowline Securities', brokerClientCode: 'AB1234' });
    const { rows } = await t.db.query<{ kind: string }>('SELECT kind FROM sessions ORDER BY created_at DESC LIMIT 1');
    expect(rows[0]!.kind).toBe('broker');

    await t.db.query("UPDATE sessions SET expires_at = now() - interval '1 second'");
    expect((await api.get('auth/userinfo/')).head).toEqual({ status: '110', message: 'Session Timed Out!' });

    // The same client code signs in again only with the same password. (Signing in gave the
    // browser a new CSRF token: the form is opened again.)
    t.cookies.delete('jwt');
    const { token: again } = await openForm();
    const wrong = await submit({ csrfmiddlewaretoken: again, next: '/', clientCode: 'AB1234', password: 'other' });
    expect(wrong.status).toBe(200);
    expect(t.cookies.has('jwt')).toBe(false);
    const html = await wrong.text();
    expect(html).toContain('Invalid client code or password.');
    expect(html).toContain('value="AB1234"');
    const right = await submit({ csrfmiddlewaretoken: again, next: '/', clientCode: 'AB1234', password: 'pw-1' });
    expect(right.status).toBe(303);
  });

  it.each(['//evil.example/', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)'])(
    'redirects only to a same-site path (next=%s goes to /)',
    async (next) => {
      const { token } = await openForm();
      const res = await submit({ csrfmiddlewaretoken: token, next, clientCode: 'CD5678', password: 'pw' });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/');
    },
  );

  it('refuses a post without the CSRF token', async () => {
    await openForm();
    const res = await submit({ csrfmiddlewaretoken: 'forged', next: '/', clientCode: 'EF9012', password: 'pw' });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('This sign-in form has expired. Please try again.');
    expect(t.cookies.has('jwt')).toBe(false);
  });

  it('keeps what was typed and explains each field', async () => {
    const { token } = await openForm();
    const empty = await (await submit({ csrfmiddlewaretoken: token, next: '/', clientCode: '', password: '' })).text();
    expect(empty).toContain('Please enter client code');
    expect(empty).toContain('Please enter password');
    expect(empty).toContain('aria-invalid="true" aria-describedby="client-code-error"');
    const res = await submit({ csrfmiddlewaretoken: token, next: '/', clientCode: 'x<y', password: 'pw' });
    expect(res.status).toBe(200);
    expect(t.cookies.has('jwt')).toBe(false);
    const html = await res.text();
    expect(html).toContain('Please enter a valid client code (4 to 16 letters and digits)');
    expect(html).toContain('value="X&lt;Y"');
  });

  it('answers garbage with 4xx', async () => {
    await openForm();
    const json = await t.request(arrowline, path, {
      method: 'POST',
      body: '[1,2',
      headers: { 'content-type': 'application/json' },
    });
    expect(json.status).toBe(403);
    const huge = await submit({ clientCode: 'A'.repeat(40_000) });
    expect(huge.status).toBe(413);
    const none = await t.request(arrowline, path, { method: 'POST' });
    expect(none.status).toBe(403);
  });

  it('is not offered where the login type excludes brokers, nor on another host', async () => {
    const off = await t.request(moneyleaf, '/moneyleaf/brokers/kestrel-securities/login/');
    expect(off.status).toBe(404);
    expect(await off.text()).toBe('Broker sign-in is not offered on this site.');
    expect((await t.request(starfolio, path)).status).toBe(404);
    expect((await t.request(starfolio, '/starfolio/brokers/bluefin/login/')).status).toBe(200);
    expect((await t.request(harborbank, '/harborbank/brokers/harbor-securities/login/')).status).toBe(200);
  });
});
