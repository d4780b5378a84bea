/**
 * The window the sanitizer parses in: the browser's own, or on the server the one DOM the server
 * bundle was given (a jsdom window, decision 0073). Nothing else of the app reaches for a DOM there.
 */
let serverWindow: Window | undefined;

/** Called once by the server bundle. */
export function provideServerWindow(win: Window): void {
  serverWindow = win;
}

/** The window to parse and sanitize in; throws where there is none. */
export function domWindow(): Window & typeof globalThis {
  const win = serverWindow ?? (typeof window === 'undefined' ? undefined : window);
  if (!win) throw new Error('The sanitizer needs a DOM: run it in the browser, under jsdom, or in the server bundle.');
  return win as Window & typeof globalThis;
}
