import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { PAINT_FIRST_SCRIPT } from '#contract/site/paint-first';

interface Seen {
  /** What <head> asked for when the body's first script ran (the document still being parsed). */
  whileParsing: string[];
  /** What it had asked for by DOMContentLoaded's listeners that run after the loader's. */
  atParsed: string[];
}

/** The modules <head> asks for, in order: each preload, then the entry's script. */
const askedIn = (document: Document): string[] =>
  [...document.head.querySelectorAll('link[rel=modulepreload], script[type=module]')].map((e) =>
    e.tagName === 'LINK' ? `preload ${e.getAttribute('href')}` : `run ${e.getAttribute('src')}`,
  );

/**
 * A page with the loader in its head, as the server writes it, parsed in jsdom: what the loader has
 * asked for while the document is parsed, when it is parsed, and one frame later.
 */
async function load(shell: boolean, body = '', waitMs = 100, head = '') {
  const loader = `${head}<script data-entry="/assets/index.js" data-preloads="/assets/framework.js /assets/app.js"${
    shell ? ' data-shell=""' : ''
  }>${PAINT_FIRST_SCRIPT}</script>`;
  const dom = new JSDOM(
    `<!DOCTYPE html><html><head>${loader}</head><body><div id="root"></div>${body}<script>
      const asked = ${askedIn.toString()};
      window.seen = { whileParsing: asked(document), atParsed: [] };
      document.addEventListener('DOMContentLoaded', () => { window.seen.atParsed = asked(document); });
    </script></body></html>`,
    { runScripts: 'dangerously', pretendToBeVisual: true },
  );
  const window = dom.window as unknown as Window & { seen: Seen; atImageLoad?: number };
  await new Promise((resolve) => window.addEventListener('load', resolve));
  const parsed = { ...window.seen };
  // Two frames after parsing the page has been shown: every loader has started by then.
  await new Promise((resolve) => setTimeout(resolve, waitMs));
  const later = askedIn(window.document);
  const { atImageLoad } = window;
  dom.window.close();
  return { ...parsed, later, atImageLoad };
}

const PRELOADS = ['preload /assets/index.js', 'preload /assets/framework.js', 'preload /assets/app.js'];

/** decisions 0274 and 0299 */
describe('the paint-first loader', () => {
  it('asks for no module until the page has painted', async () => {
    const { whileParsing, atParsed, later } = await load(false);
    expect(whileParsing).toEqual([]);
    expect(atParsed).toEqual([]);
    expect(later).toEqual([...PRELOADS, 'run /assets/index.js']);
  });

  it("preloads a shell's modules while the document is parsed and runs its entry once it is parsed", async () => {
    const { whileParsing, atParsed, later } = await load(true);
    expect(whileParsing).toEqual(PRELOADS);
    expect(atParsed).toEqual([...PRELOADS, 'run /assets/index.js']);
    expect(later).toEqual(atParsed);
  });

  it("waits for the page's high-priority image before asking for its modules, and no longer than a second", async () => {
    // An image not loaded yet (jsdom loads none: `complete` is said false), loaded 300 ms after parsing.
    const image = `<img id="hero" fetchpriority="high" src="/media/a.webp"><script>
      const hero = document.getElementById('hero');
      Object.defineProperty(hero, 'complete', { value: false });
      setTimeout(() => hero.dispatchEvent(new Event('load')), 300);
    </script>`;
    const { later } = await load(false, image);
    expect(later).toEqual([]);
    // Loaded 50 ms after parsing: asked for by 600 ms, well before the second's cap (a loaded machine
    // delays the timers; 100 ms left it no margin).
    const { later: whenLoaded } = await load(false, image.replace('300', '50'), 600);
    expect(whenLoaded).toEqual([...PRELOADS, 'run /assets/index.js']);
    // Not at its load, but once the frame that shows it has come.
    const atLoad = `<img id="hero" fetchpriority="high" src="/media/a.webp"><script>
      const hero = document.getElementById('hero');
      Object.defineProperty(hero, 'complete', { value: false });
      setTimeout(() => {
        hero.dispatchEvent(new Event('load'));
        window.atImageLoad = document.head.querySelectorAll('link[rel=modulepreload]').length;
      }, 50);
    </script>`;
    const frames = await load(false, atLoad, 600);
    expect(frames.atImageLoad).toBe(0);
    expect(frames.later).toEqual([...PRELOADS, 'run /assets/index.js']);
    // Never loaded: the modules come all the same, a second after the paint.
    const never = image.replace(/setTimeout\(.*\);/, '');
    const { later: capped } = await load(false, never, 1300);
    expect(capped).toEqual([...PRELOADS, 'run /assets/index.js']);
  });

  it("waits for the browser's first contentful paint to be shown, where the browser reports it", async () => {
    // A browser that reports paints (jsdom reports none), whose first contentful paint is shown
    // `atMs` after the document starts: two frames have long passed by then.
    const paintAt = (atMs: number) => `<script>
      const observers = [];
      const entries = (shown) => ({ getEntriesByName: (name) => (shown && name === 'first-contentful-paint' ? [{ name }] : []) });
      let shown = false;
      Object.assign(performance, { getEntriesByName: (name) => entries(shown).getEntriesByName(name) });
      window.PerformanceObserver = class {
        static supportedEntryTypes = ['paint'];
        constructor(callback) { this.callback = callback; }
        observe() { observers.push(this); }
        disconnect() { observers.splice(observers.indexOf(this), 1); }
      };
      setTimeout(() => { shown = true; for (const o of [...observers]) o.callback(entries(true)); }, ${atMs});
    </script>`;
    const { later: before } = await load(false, '', 150, paintAt(300));
    expect(before).toEqual([]);
    const { later: after } = await load(false, '', 450, paintAt(300));
    expect(after).toEqual([...PRELOADS, 'run /assets/index.js']);
    // Already shown by the second frame: at once, as before.
    const { later: shownEarly } = await load(false, '', 100, paintAt(0));
    expect(shownEarly).toEqual([...PRELOADS, 'run /assets/index.js']);
    // Never shown (a tab in the background): the modules come all the same, at the wait's cap.
    const { later: capped } = await load(false, '', 800, paintAt(60_000));
    expect(capped).toEqual([...PRELOADS, 'run /assets/index.js']);
  });
});
