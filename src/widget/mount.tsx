import { createRoot } from 'react-dom/client';
import type { BrandConfig } from '../lib/brand';
import { setResourceOrigin } from '../lib/html/embedding';
import { WIDGET_CSS } from './css-text';
import { themeProperties } from './theme';
import { readWidgetConfig } from './widget-config';
import { WidgetRoot } from './widget-root';
import * as styles from './widget.css';

/** The element the widget mounts in (docs/widget.md, "Embed snippet"). */
export const HOST_ID = 'tl-blogs';

/** Puts the stylesheet in the shadow root: a constructed sheet where possible (no inline <style> for the host's CSP). */
function adoptStyles(shadow: ShadowRoot, css: string) {
  if (
    'adoptedStyleSheets' in shadow &&
    typeof CSSStyleSheet === 'function' &&
    'replaceSync' in CSSStyleSheet.prototype
  ) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    shadow.adoptedStyleSheets = [sheet];
    return;
  }
  const style = document.createElement('style');
  style.textContent = css;
  shadow.prepend(style);
}

/**
 * Mounts the widget in `host`: an open shadow root with the widget's stylesheet, a root element that
 * cuts off the host page's inherited styles, and a root of its own (Preact, decision 0082). Returns
 * the unmount.
 */
export function mountWidget(host: HTMLElement, brandOrigin: string): () => void {
  const config = readWidgetConfig(host);
  if (!config.ok) for (const problem of config.problems) console.warn(`TlBlogs: ${problem}`);

  let shadow: ShadowRoot;
  try {
    shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  } catch {
    console.warn(`TlBlogs: the #${HOST_ID} element cannot hold the blog (use a <div>).`);
    return () => undefined;
  }
  setResourceOrigin(brandOrigin);
  const root = document.createElement('div');
  root.className = styles.root;
  root.setAttribute('data-tl-blogs-root', '');
  const container = document.createElement('div');
  const layer = document.createElement('div');
  layer.className = styles.layer;
  root.append(container, layer);
  shadow.replaceChildren(root);
  adoptStyles(shadow, WIDGET_CSS);

  const onBrand = (brand: BrandConfig) => {
    for (const [name, value] of themeProperties(brand.theme)) root.style.setProperty(name, value);
    root.setAttribute('data-brand', brand.id);
  };

  // Errors the widget catches and shows are reported by its error boundary (routes/route-boundary.tsx).
  const reactRoot = createRoot(container);
  reactRoot.render(
    <WidgetRoot config={config} brandOrigin={brandOrigin} host={host} layer={layer} onBrand={onBrand} />,
  );
  return () => {
    reactRoot.unmount();
    shadow.replaceChildren();
    if ('adoptedStyleSheets' in shadow) shadow.adoptedStyleSheets = [];
  };
}
