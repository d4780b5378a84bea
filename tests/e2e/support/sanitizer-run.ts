import type { Page } from '@playwright/test';
import type { SanitizerApi } from './sanitizer-entry';

/**
 * What the Chromium check runs inside its pages (tests/e2e/sanitizer-chromium.spec.ts). Each
 * function is sent to the page whole, so it uses nothing from this module's scope.
 */
export type ProfileName = 'article' | 'embed' | 'fragment';
export const PROFILES: readonly ProfileName[] = ['article', 'embed', 'fragment'];

export interface CaseResult {
  index: number;
  profile: ProfileName;
  markup: string;
  problems: string[];
  /** Sanitizing the markup again gave this instead (null when the same). */
  resanitized: string | null;
  /** Parsing and serialising the markup gave this instead (null when the same). */
  reparsed: string | null;
}

/** Sanitizes every payload in every profile; returns the time it took (the page's CSP applies). */
export function sanitizeAll(page: Page, payloads: readonly string[]) {
  return page.evaluate((htmls) => {
    const s = (window as unknown as { sanitizer: SanitizerApi }).sanitizer;
    const started = performance.now();
    for (const html of htmls) {
      s.sanitizeHtml(html);
      s.sanitizeEmbed(html);
      s.sanitizeFragment(html);
    }
    return { ms: performance.now() - started, calls: htmls.length * 3 };
  }, payloads);
}

/** Parses every payload in an inert document, as is or after the pre-pass (the CSP control). */
export function parseAll(page: Page, payloads: readonly string[], renamed: boolean) {
  return page.evaluate(
    ({ htmls, renamed }) => {
      const s = (window as unknown as { sanitizer: SanitizerApi }).sanitizer;
      for (const html of htmls)
        new DOMParser().parseFromString(renamed ? s.renameEventHandlers(html) : html, 'text/html');
    },
    { htmls: payloads, renamed },
  );
}

/**
 * Links and forms of the page may not leave it, except through a script URL (so one that survived
 * would run). Installed before anything is mounted, so no payload can stand in for what it uses.
 */
function stayOnPage(page: Page) {
  return page.evaluate(() => {
    // eslint-disable-next-line no-control-regex -- the URL parser skips leading control characters too
    const scriptUrl = (url: string | null) => /^[\s\0-\x1f]*(?:javascript|vbscript|data):/i.test(url ?? '');
    addEventListener(
      'click',
      (e) => {
        const link = e.target instanceof Element ? e.target.closest('a[href], area[href]') : null;
        if (link && !scriptUrl(link.getAttribute('href'))) e.preventDefault();
      },
      true,
    );
    addEventListener('submit', (e) => e.preventDefault(), true);
  });
}

/**
 * Puts every payload's sanitized form into the live page (strings as innerHTML, fragments as nodes,
 * as the app does), checks each against the independent checker and for stability, then gives
 * every element focus, a click and every event type Chromium knows, the page kept in place.
 */
export async function mountSanitized(page: Page, payloads: readonly string[], profiles: readonly ProfileName[]) {
  await stayOnPage(page);
  return page.evaluate(
    ({ htmls, profiles }) => {
      const s = (window as unknown as { sanitizer: SanitizerApi }).sanitizer;
      const inert = document.implementation.createHTMLDocument('');
      const reparse = (markup: string) => {
        const box = inert.createElement('div');
        box.innerHTML = markup;
        return box.innerHTML;
      };
      const serialize = (nodes: DocumentFragment) => {
        const box = inert.createElement('div');
        box.append(nodes);
        return box.innerHTML;
      };
      const sanitize = (profile: string, html: string) =>
        profile === 'fragment'
          ? serialize(s.sanitizeFragment(html))
          : profile === 'embed'
            ? s.sanitizeEmbed(html)
            : s.sanitizeHtml(html);
      const root = document.createElement('main');
      document.body.append(root);
      const results = htmls.flatMap((html, index) =>
        profiles.map((profile) => {
          const box = document.createElement('div');
          if (profile === 'fragment') box.append(s.sanitizeFragment(html));
          else box.innerHTML = sanitize(profile, html);
          root.append(box);
          const markup = box.innerHTML;
          const again = sanitize(profile, markup);
          const parsed = reparse(markup);
          return {
            index,
            profile,
            markup,
            problems: s.findProblems(box, profile === 'fragment' ? 'fragment' : 'article'),
            resanitized: again === markup ? null : again,
            reparsed: parsed === markup ? null : parsed,
          };
        }),
      );
      const types = new Set<string>();
      for (const proto of [HTMLElement.prototype, SVGElement.prototype, Document.prototype, Window.prototype]) {
        for (const key of Object.getOwnPropertyNames(proto)) if (key.startsWith('on')) types.add(key.slice(2));
      }
      for (const el of root.querySelectorAll('*')) {
        if (el instanceof HTMLElement) el.focus();
        for (const type of types) el.dispatchEvent(new Event(type));
        if (el instanceof HTMLElement) el.click();
        if (el instanceof HTMLElement) el.blur();
      }
      // Globals the app and the widget read: no element may stand in for them.
      const clobbered = ['is_subscriber', 'TlBlogs'].filter((name) => name in window);
      return { results, clobbered, eventTypes: types.size, elements: root.querySelectorAll('*').length };
    },
    { htmls: payloads, profiles },
  );
}

/**
 * The raw payloads, unsanitized, each in its own box with the same treatment, the page kept in place
 * (the harness control). Raw payloads clobber document properties (`<img name="body">`), so the
 * page's own references are taken first.
 */
export async function mountRaw(page: Page, payloads: readonly string[]) {
  await stayOnPage(page);
  return page.evaluate((htmls) => {
    const body = document.body;
    const append = Element.prototype.append;
    const types = new Set<string>();
    for (const proto of [HTMLElement.prototype, SVGElement.prototype]) {
      for (const key of Object.getOwnPropertyNames(proto)) if (key.startsWith('on')) types.add(key.slice(2));
    }
    for (const html of htmls) {
      const box = document.createElement('div');
      box.innerHTML = html;
      append.call(body, box);
      for (const el of box.querySelectorAll('*')) {
        for (const type of types) el.dispatchEvent(new Event(type));
        if (el instanceof HTMLElement) el.click();
      }
    }
  }, payloads);
}
