import { createContext } from 'react';
import type { AssetSet, PageAssets } from '#contract/site/page-render';

/**
 * How the app is mounted (decision 0070). 'document': React owns the whole document, which the
 * server rendered and the browser hydrates. 'root': the browser renders into #root of a page the
 * server sent without a route (the offline shell, a private page).
 */
export type PageFrame = 'document' | 'root';

export const PageFrameContext = createContext<PageFrame>('root');

/** What only the server writes into the document: the browser keeps it as it is and renders none of it. */
export interface ServerPage {
  cspNonce: string;
  /** The entry module, the modules to preload and the stylesheets of this page's routes (and their text). */
  assets: AssetSet & Pick<PageAssets, 'entry' | 'inlineStyles'>;
  /** The query data the render loaded, as script-safe JSON; null on a shell. */
  stateJson: string | null;
  /** The first blog call of a shell, preloaded (src/features/blog/first-request.ts); else null. */
  preloadHref: string | null;
}

export const ServerPageContext = createContext<ServerPage | null>(null);
