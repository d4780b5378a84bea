// jsdom ships no types and @types/jsdom is not a dependency: just the part tests/support uses.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
