import { createContext, type ReactNode } from 'react';

/**
 * How the app is mounted (decision 0070). 'document': React owns the whole document, which the
 * server rendered and the browser hydrates. 'root': the browser renders into #root of a page the
 * server sent without a route (the offline shell, a private page).
 */
export type PageFrame = 'document' | 'root';

export const PageFrameContext = createContext<PageFrame>('root');

/**
 * What only the server writes into the document: the browser keeps it as it is and renders none of it.
 * The head's part is a rendered element (server-head.tsx), so its code is in the server's bundle only.
 */
export interface ServerPage {
  /** The server's part of <head>: brand, CSP nonce, styles, the script that loads the app (server-head.tsx). */
  head: ReactNode;
  /** The query data the render loaded, as script-safe JSON; null on a shell. */
  stateJson: string | null;
}

export const ServerPageContext = createContext<ServerPage | null>(null);
