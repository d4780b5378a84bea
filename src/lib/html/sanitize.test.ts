// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { XSS_PAYLOADS } from '../../../server/db/seed/xss-payloads';
import { findProblems } from '../../../tests/support/sanitize-check';
import { sanitizeEmbed, sanitizeFragment, sanitizeHtml } from './sanitize';
import {
  LIVE_RAW,
  canary,
  fireEvents,
  mount,
  resetCanaryEachTest,
  setCanary,
} from '../../../tests/support/sanitize-page';

resetCanaryEachTest();

describe('the test harness', () => {
  it('sees a raw payload run, so a silent canary means something', () => {
    mount('<img src="x" onerror="window.__xss=1">');
    expect(canary()).toBe(1);
    setCanary(0);
    mount('<script>window.__xss=2</script>');
    expect(canary()).toBe(2);
  });

  it('runs many raw payloads, so the payloads are live', () => {
    const live = XSS_PAYLOADS.filter((p) => {
      document.body.replaceChildren();
      setCanary(0);
      mount(p.html);
      return canary() !== 0;
    });
    expect(live.length).toBeGreaterThanOrEqual(LIVE_RAW);
  });

  it('flags raw payloads as dangerous', () => {
    // Mounted in a page, or parsed as a document (where <body onhashchange> keeps its handler).
    const flagged = XSS_PAYLOADS.filter((p) => {
      document.body.replaceChildren();
      const asDocument = new DOMParser().parseFromString(p.html, 'text/html');
      return findProblems(mount(p.html)).length > 0 || findProblems(asDocument).length > 0;
    });
    expect(flagged.length).toBeGreaterThan(XSS_PAYLOADS.length * 0.9);
  });
});

it('has at least 60 payloads with unique names', () => {
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(60);
  expect(new Set(XSS_PAYLOADS.map((p) => p.name)).size).toBe(XSS_PAYLOADS.length);
});

describe.each([
  ['article profile', (html: string) => sanitizeHtml(html)],
  ['embed profile', sanitizeEmbed],
])('every XSS payload is harmless after the %s', (_, sanitize) => {
  it.each(XSS_PAYLOADS)('$name', ({ html }) => {
    const clean = sanitize(html);
    const host = mount(clean);
    expect(findProblems(host)).toEqual([]);
    expect(host.querySelector('script, base, meta, object, embed, form')).toBeNull();
    expect(canary()).toBe(0);
    // Stable when parsed again: markup that changes on a second parse is the mark of mutation XSS.
    expect(host.innerHTML).toBe(clean);
    expect(sanitize(clean)).toBe(clean);
  });
});

describe('every XSS payload is harmless after the fragment profile', () => {
  it.each(XSS_PAYLOADS)('$name', ({ html }) => {
    // As production does: the nodes themselves go into the page, never a string.
    const host = document.createElement('div');
    host.append(sanitizeFragment(html));
    document.body.append(host);
    fireEvents(host);
    expect(findProblems(host, 'fragment')).toEqual([]);
    expect(host.querySelector('script, base, meta, object, embed, iframe, img')).toBeNull();
    expect(canary()).toBe(0);
    // The nodes are exactly what their markup parses to, and that markup is settled.
    const markup = host.innerHTML;
    expect(mount(markup).innerHTML).toBe(markup);
    const again = document.createElement('div');
    again.append(sanitizeFragment(markup));
    expect(again.innerHTML).toBe(markup);
  });
});

describe('payloads with a raw NUL (cannot be stored in Postgres, so only here)', () => {
  it.each([
    `<img src=x on\u0000error="window.__xss=1">`,
    `<a href="java\u0000script:window.__xss=1">x</a>`,
    `<scr\u0000ipt>window.__xss=1</script>`,
    `<iframe src="https://www.youtube.com\u0000.evil.example/"></iframe>`,
  ])('%j', (html) => {
    const host = mount(sanitizeEmbed(html));
    expect(findProblems(host)).toEqual([]);
    expect(canary()).toBe(0);
  });
});
