import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, styleHash } from '../security/headers';
import { brokerPageCss } from './broker-page';
import { apiCaller } from './testing/auth-test-client';
import { arrowline, harborbank, moneyleaf, starfolio, startPageServer, t } from './testing/page-test-server';

startPageServer();

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
