import { describe, expect, it } from 'vitest';
import { brands } from '../../brands/registry';
import { BRAND_HEAD_MARKER, injectBrand, pageKindFor, scriptJson } from './inject-brand';

const template = `<!doctype html><html lang="en-IN"><head>${BRAND_HEAD_MARKER}</head><body><div id="root"></div></body></html>`;

describe('injectBrand', () => {
  it.each(brands.map((b) => [b.id, b] as const))('brands the page for %s', (_id, brand) => {
    const html = injectBrand(template, brand, { pathname: '/' });
    expect(html).toContain(`<html lang="en-IN" data-brand="${brand.id}">`);
    expect(html).toContain(`<meta name="theme-color" content="${brand.theme.primary}" />`);
    expect(html).not.toContain(BRAND_HEAD_MARKER);
    for (const other of brands.filter((b) => b.id !== brand.id)) {
      expect(html).not.toContain(other.displayName);
    }
  });

  it('picks the title by route', () => {
    const b = brands[0]!;
    expect(injectBrand(template, b, { pathname: '/blog' })).toContain(`<title>${b.pages.blog.title}</title>`);
    expect(pageKindFor('/blog/article/1/x/')).toBe('blog');
    expect(pageKindFor('/featured/all/')).toBe('featured');
    expect(pageKindFor('/')).toBe('home');
  });

  it('cannot be broken out of by config text', () => {
    const evil = { ...brands[0]!, displayName: '</script><script>alert(1)</script>' };
    const html = injectBrand(template, evil, { pathname: '/' });
    expect(html).not.toContain('</script><script>alert(1)');
    expect(scriptJson({ a: '</script>' })).toBe('{"a":"\\u003c/script>"}');
  });

  it('refuses a template without the marker', () => {
    expect(() => injectBrand('<html><head></head></html>', brands[0]!, { pathname: '/' })).toThrow(/marker/);
  });
});
