/** The part of jsdom (which ships no types) the server uses: one window for the page renderer's sanitizer. */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: { url?: string });
    readonly window: Window & typeof globalThis;
  }
}
