import type { SiteMode } from '#contract/site/site-mode';

/**
 * What a server render knows about its request that the browser keeps in `document`: the cookies,
 * the page's address and the site mode (decision 0070). The server bundle (src/entry-server.tsx)
 * provides it per request; in the browser there is none, and readers fall back to the document.
 */
export interface ServerScope {
  /** The request's Cookie header. */
  cookie: string;
  /** The page's absolute URL. */
  url: string;
  siteMode: SiteMode;
}

let read: () => ServerScope | undefined = () => undefined;

/** Called once by the server bundle, with the reader of its per-request store. */
export function provideServerScope(reader: () => ServerScope | undefined): void {
  read = reader;
}

/** The request being rendered on the server, or undefined (in the browser, always). */
export const serverScope = (): ServerScope | undefined => read();
