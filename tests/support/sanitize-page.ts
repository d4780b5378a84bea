import { afterEach, beforeEach } from 'vitest';
import { XSS_CANARY } from '../../server/db/seed/xss-payloads';

/** The sanitizer tests' page: a canary the XSS payloads would set, and markup mounted so that its scripts and handlers run. */

/** How many payloads run unsanitized under jsdom (it has no layout, media or SVG animation). */
export const LIVE_RAW = 30;
export const EVENTS = [
  'error',
  'load',
  'click',
  'mouseover',
  'focus',
  'toggle',
  'animationstart',
  'pointerenter',
  'input',
];

/**
 * Payloads run in the page's own script realm, whose `window` is not this test's global; an
 * inline handler runs there too, so the canary is set and read through one.
 */
export function inPageRealm(code: string): void {
  const probe = document.createElement('i');
  probe.setAttribute('onclick', code);
  probe.dispatchEvent(new Event('click'));
}
export const setCanary = (value: number) => inPageRealm(`window.${XSS_CANARY} = ${value}`);
export function canary(): number {
  inPageRealm(`document.documentElement.setAttribute('data-canary', String(window.${XSS_CANARY}))`);
  return Number(document.documentElement.getAttribute('data-canary'));
}

/**
 * Mounts markup the way React's dangerouslySetInnerHTML does, then goes further than a browser
 * would: every script element is re-created so it runs, and every handler gets its event.
 */
export function mount(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  for (const old of host.querySelectorAll('script')) {
    const script = document.createElement('script');
    for (const { name, value } of old.attributes) script.setAttribute(name, value);
    script.textContent = old.textContent;
    old.replaceWith(script);
  }
  for (const el of host.querySelectorAll('*')) for (const type of EVENTS) el.dispatchEvent(new Event(type));
  return host;
}

/** Fires the usual events on every element under `host` (as mount() does for markup). */
export function fireEvents(host: HTMLElement): void {
  for (const el of host.querySelectorAll('*')) for (const type of EVENTS) el.dispatchEvent(new Event(type));
}

/** Each test starts with the canary at 0 and ends with an empty page. */
export function resetCanaryEachTest() {
  beforeEach(() => setCanary(0));
  afterEach(() => {
    document.body.replaceChildren();
    document.documentElement.removeAttribute('data-canary');
  });
}
