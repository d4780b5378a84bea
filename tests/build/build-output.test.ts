import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brands } from '../../brands/registry';
import { pathToFileURL } from 'node:url';
import { SERVER_BUNDLE_PATH } from '#contract/site/page-render';
import { clientAssets } from '../../server/html/client-assets';
import { CLIENT_MANIFEST_PATH } from '../../server/html/page-renderer';
import { SECURITY_TXT_PATH } from '../../brands/security-txt';
import { checkSecurityTxt } from '../support/security-txt';

const dist = resolve(process.env.DIST_DIR ?? 'dist');

/** The precache manifest the build injected into the service worker. */
function precacheUrls(): string[] {
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
  const entries = [
    ...sw.matchAll(/\{"revision":(?:null|"[0-9a-f]+"),"url":"([^"]+)"\}/g),
    ...sw.matchAll(/\{"url":"([^"]+)","revision":"[\w-]+"\}/g),
  ];
  const urls = entries.map((m) => m[1]!);
  expect(urls.length, 'precache manifest found in sw.js').toBeGreaterThan(0);
  return urls;
}

/** The scripts of a folder of dist/, as paths. */
const scriptsIn = (folder: string) =>
  readdirSync(join(dist, folder))
    .filter((f) => f.endsWith('.js'))
    .map((f) => join(dist, folder, f));

describe('build output', () => {
  it('builds the server bundle that writes every page, and names the files pages load (decision 0070)', async () => {
    const bundle = (await import(pathToFileURL(join(dist, SERVER_BUNDLE_PATH)).href)) as Record<string, unknown>;
    expect(typeof bundle.createPageRenderer).toBe('function');
    const assets = clientAssets(readFileSync(join(dist, CLIENT_MANIFEST_PATH), 'utf8'));
    for (const url of [assets.entry, ...assets.modulePreloads, ...assets.stylesheets]) {
      expect(existsSync(join(dist, url)), url).toBe(true);
    }
    // Each public route's own chunk is known, so its page is styled before the app runs.
    for (const route of ['/', '/blog/', '/blog/article/$postId/$slug/', '/discover/managers/', '/featured/all/']) {
      expect(assets.routes[route], route).toBeDefined();
    }
    expect(assets.routes['/blog/']!.stylesheets.length).toBeGreaterThan(0);
    // The bundle carries its libraries: dist/ runs without node_modules beside it, in React's production build.
    const code = readFileSync(join(dist, SERVER_BUNDLE_PATH), 'utf8');
    expect(code).not.toMatch(
      /^import\b[^\n]*from ["'](react|react-dom|jotai|dompurify|ofetch|@tanstack\/[\w-]+)[^"']*["']/m,
    );
    expect(code).not.toContain('parentOwner');
  }, 30_000);

  it('leaves no brand in the build: the server writes the one that applies', () => {
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    for (const b of brands) expect(html).not.toContain(b.displayName);
  });

  it('precaches the app shell and the hashed JS and CSS: no maps, icons, brand files, widget or the worker itself', () => {
    const all = precacheUrls();
    // The shell is a URL the server brands per host, so each brand's origin precaches its own page.
    expect(all).toContain('/app-shell/');
    const urls = all.filter((u) => u !== '/app-shell/');
    expect(urls.some((u) => /^assets\/index-[\w-]+\.js$/.test(u))).toBe(true);
    expect(urls.some((u) => u.endsWith('.css'))).toBe(true);
    for (const u of urls) {
      expect(u).toMatch(/^assets\//);
      expect(u).not.toMatch(/\.map$|\.html$|^sw\.js$|^brands\/|manifest|icons\//);
      expect(existsSync(join(dist, u)), `${u} exists`).toBe(true);
    }
    // Every JS chunk of the app is precached, so every route works offline.
    for (const c of scriptsIn('assets')) expect(urls).toContain(`assets/${basename(c)}`);
  });

  it('links no source map from any script (maps are built hidden and never served)', () => {
    const scripts = [...scriptsIn('assets'), join(dist, 'sw.js'), ...scriptsIn('widget')];
    for (const file of scripts) expect(readFileSync(file, 'utf8'), file).not.toMatch(/sourceMappingURL=/);
  });

  it('generates one manifest and one icon set per brand', () => {
    for (const b of brands) {
      const dir = join(dist, 'brands', b.id);
      const manifest = JSON.parse(readFileSync(join(dir, 'manifest.webmanifest'), 'utf8')) as Record<string, unknown>;
      expect(manifest.name).toBe(b.displayName);
      expect(manifest.theme_color).toBe(b.theme.primary);
      for (const f of [
        'icon-192.png',
        'icon-512.png',
        'maskable-512.png',
        'apple-touch-icon-180.png',
        'favicon-48.png',
      ]) {
        expect(existsSync(join(dir, 'icons', f)), `${b.id}/${f}`).toBe(true);
      }
    }
  });

  it("writes each brand's security.txt from public/'s template, valid now, and no unfilled copy (decision 0241)", () => {
    for (const b of brands) {
      const text = readFileSync(join(dist, 'brands', b.id, SECURITY_TXT_PATH.slice(1)), 'utf8');
      expect(checkSecurityTxt(text, new Date()).get('Contact'), b.id).toEqual(b.security.contact);
    }
    // Vite copies public/ into dist/; the template itself is removed, so no host can serve it unfilled.
    expect(existsSync(join(dist, SECURITY_TXT_PATH.slice(1)))).toBe(false);
  });

  it('does not bundle the brand configs into the app: the server injects the one that applies', () => {
    const js = scriptsIn('assets')
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    for (const b of brands) expect(js).not.toContain(b.pages.home.description);
  });

  it('carries no zod: the schemas in contract/ are for the server, the app shares only their types', () => {
    const files = [...scriptsIn('assets'), join(dist, 'sw.js'), join(dist, 'widget', 'tl-blogs.js')];
    for (const f of files) expect(readFileSync(f, 'utf8'), f).not.toMatch(/ZodError|\$ZodType/);
  });
});
