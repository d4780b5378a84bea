import { HOST_ID, mountWidget } from './mount';

/**
 * The blog widget's entry (docs/widget.md). A classic script, loaded async or defer from the brand's
 * site, before or after the host element exists. It adds one global, window.TlBlogs, registers no
 * service worker and never writes to the document outside its element.
 */

/** Stop looking for the element this long after the page has loaded. */
const GIVE_UP_AFTER_LOAD_MS = 10_000;
const SCRIPT_PATH = /\/widget\/tl-blogs\.js(?:[?#]|$)/;

// Captured while the script first runs: document.currentScript is null afterwards.
const script = document.currentScript instanceof HTMLScriptElement ? document.currentScript : null;

/** The brand's site: where this script came from, so where its API and images are. */
function scriptOrigin(): string | null {
  const src =
    script?.src ||
    [...document.querySelectorAll<HTMLScriptElement>('script[src]')].find((s) => SCRIPT_PATH.test(s.src))?.src;
  try {
    return src ? new URL(src).origin : null;
  } catch {
    return null;
  }
}

/** Calls `found` with the element as soon as it exists; watches the document until then, for a while. */
function whenHostExists(found: (host: HTMLElement) => void): () => void {
  const now = document.getElementById(HOST_ID);
  if (now) {
    found(now);
    return () => undefined;
  }
  let timer = 0;
  const observer = new MutationObserver(() => {
    const host = document.getElementById(HOST_ID);
    if (!host) return;
    stop();
    found(host);
  });
  const giveUp = () => {
    timer = window.setTimeout(() => {
      stop();
      console.warn(`TlBlogs: no element with id "${HOST_ID}" on this page; the blog widget was not shown.`);
    }, GIVE_UP_AFTER_LOAD_MS);
  };
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    window.removeEventListener('load', giveUp);
  };
  observer.observe(document.documentElement, { childList: true, subtree: true });
  if (document.readyState === 'complete') giveUp();
  else window.addEventListener('load', giveUp, { once: true });
  return stop;
}

function start() {
  if (window.TlBlogs) {
    console.warn('TlBlogs: the blog widget script is on this page twice; the second copy does nothing.');
    return;
  }
  const origin = scriptOrigin();
  let unmount: (() => void) | null = null;
  const stopWaiting = origin
    ? whenHostExists((host) => {
        unmount = mountWidget(host, origin);
      })
    : () => undefined;
  if (!origin) console.warn('TlBlogs: cannot tell which site this script came from; the blog widget was not shown.');
  window.TlBlogs = {
    version: __TL_BLOGS_VERSION__,
    unmount() {
      stopWaiting();
      unmount?.();
      unmount = null;
    },
  };
}

start();
