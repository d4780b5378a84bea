/**
 * The part of jsdom (which ships no types) the server uses: one window for the page renderer's sanitizer;
 * and its tests, which also run a page's scripts (paint-first.test.ts).
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(
      html?: string,
      options?: { url?: string; runScripts?: 'dangerously' | 'outside-only'; pretendToBeVisual?: boolean },
    );
    readonly window: Window & typeof globalThis;
  }
}
