import { describe, expect, it } from 'vitest';
import { clientAssets } from './client-assets';

/** The shape Vite writes to dist/.vite/manifest.json, trimmed to what pages read. */
const manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_shared-b.js', '_button-c.js'],
    css: ['assets/index-a.css'],
    dynamicImports: ['src/routes/blog/index.tsx?tsr-split=component'],
  },
  '_shared-b.js': { file: 'assets/shared-b.js', imports: ['_button-c.js'] },
  '_button-c.js': { file: 'assets/button-c.js', css: ['assets/button-c.css'] },
  '_article-d.js': {
    file: 'assets/article-d.js',
    imports: ['index.html', '_shared-b.js'],
    css: ['assets/article-d.css'],
  },
  'src/routes/blog/index.tsx?tsr-split=component': {
    file: 'assets/blog-e.js',
    imports: ['index.html', '_shared-b.js'],
    css: ['assets/blog-e.css'],
    dynamicImports: [
      'src/features/baskets/page/constituents-section.tsx',
      'src/features/blog/components/comments-section.tsx',
    ],
  },
  // A lazily loaded part the server renders (server/html/server-rendered-parts.ts), and what it imports.
  'src/features/baskets/page/constituents-section.tsx': {
    file: 'assets/constituents-m.js',
    imports: ['index.html', '_data-table-n.js', '_button-c.js'],
    css: ['assets/constituents-m.css'],
  },
  '_data-table-n.js': { file: 'assets/data-table-n.js', css: ['assets/data-table-n.css', 'assets/blog-e.css'] },
  'src/routes/blog/index.tsx?tsr-split=errorComponent': { file: 'assets/blog-f.js', imports: ['index.html'] },
  'src/routes/blog/article/$postId/$slug/index.tsx?tsr-split=component': {
    file: 'assets/slug-g.js',
    imports: ['_article-d.js', 'index.html'],
  },
  'src/routes/discover/managers/index.tsx?tsr-split=component---errorComponent---notFoundComponent': {
    file: 'assets/managers-h.js',
    imports: ['index.html'],
  },
  'src/routes/index.tsx?tsr-split=component': { file: 'assets/home-i.js' },
  'virtual:later-route-tree': { file: 'assets/later-k.js', imports: ['index.html', '_later-l.js'] },
  '_later-l.js': { file: 'assets/later-l.js', imports: ['_shared-b.js'], css: ['assets/later-l.css'] },
  'src/features/blog/components/comments-section.tsx': { file: 'assets/comments-j.js', css: ['assets/comments-j.css'] },
};

describe('clientAssets', () => {
  const assets = clientAssets(JSON.stringify(manifest));

  it('names the entry, preloads what it imports at once, and its styles in cascade order', () => {
    expect(assets.entry).toBe('/assets/index-a.js');
    expect(assets.modulePreloads).toEqual(['/assets/shared-b.js', '/assets/button-c.js']);
    // An import's stylesheet before its importer's, as Vite's index.html had them.
    expect(assets.stylesheets).toEqual(['/assets/button-c.css', '/assets/index-a.css']);
  });

  it('gives each route its component chunk with what it adds to the entry, by route id', () => {
    // With the stylesheets of the lazy part the server renders, and nothing of its modules; the
    // comments, which it does not render, bring nothing.
    expect(assets.routes['/blog/']).toEqual({
      modulePreloads: ['/assets/blog-e.js'],
      stylesheets: ['/assets/blog-e.css', '/assets/data-table-n.css', '/assets/constituents-m.css'],
    });
    expect(assets.routes['/blog/article/$postId/$slug/']).toEqual({
      modulePreloads: ['/assets/slug-g.js', '/assets/article-d.js'],
      stylesheets: ['/assets/article-d.css'],
    });
    // A later area's page (decision 0308): its routes' chunk first, which it loads before it hydrates.
    expect(assets.routes['/discover/managers/']).toEqual({
      modulePreloads: ['/assets/later-k.js', '/assets/later-l.js', '/assets/managers-h.js'],
      stylesheets: ['/assets/later-l.css'],
    });
    expect(assets.routes['/']).toEqual({ modulePreloads: ['/assets/home-i.js'], stylesheets: [] });
    // Other lazy chunks (error screens, the comments) load when used.
    expect(JSON.stringify(assets)).not.toMatch(/blog-f|comments-j|constituents-m\.js|data-table-n\.js/);
    expect(JSON.stringify(assets.routes['/'])).not.toMatch(/later/);
  });

  it('refuses a manifest without an entry', () => {
    expect(() => clientAssets('{}')).toThrow(/no entry/);
  });
});
