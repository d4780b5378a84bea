import type { AssetSet, PageAssets } from '#contract/site/page-render';

/** What one page loads: the entry's files, then each of its routes' own (root first), each file once. */
export type PageFiles = AssetSet & Pick<PageAssets, 'entry' | 'inlineStyles'>;

export function pageFiles(assets: PageAssets, routeIds: readonly string[]): PageFiles {
  const modulePreloads = [...assets.modulePreloads];
  const stylesheets = [...assets.stylesheets];
  const add = (list: string[], urls: readonly string[]) => {
    for (const url of urls) if (!list.includes(url)) list.push(url);
  };
  for (const id of routeIds) {
    const route = assets.routes[id];
    if (!route) continue;
    add(modulePreloads, route.modulePreloads);
    add(stylesheets, route.stylesheets);
  }
  return { entry: assets.entry, modulePreloads, stylesheets, inlineStyles: assets.inlineStyles };
}
