import { describe, expect, it } from 'vitest';
import { parseDetailPageUrl, readWidgetConfig } from './widget-config';

const element = (attrs: Record<string, string>) => ({ getAttribute: (name: string) => attrs[name] ?? null });

describe('readWidgetConfig', () => {
  it('reads both settings', () => {
    const result = readWidgetConfig(
      element({
        'data-tl-post-list': ' Latest ',
        'data-tl-post-detail-page-url': 'https://news.example/blog/post?x=1&tl-post=5#c',
      }),
    );
    expect(result.ok && result.config.tlPostList).toBe('latest');
    expect(result.ok && result.config.tlPostDetailPageUrl.href).toBe('https://news.example/blog/post?x=1');
  });

  it('says which setting is missing, in words', () => {
    expect(readWidgetConfig(element({ 'data-tl-post-list': 'all' }))).toEqual({
      ok: false,
      problems: ['This blog widget is missing its data-tl-post-detail-page-url setting.'],
    });
    expect(readWidgetConfig(element({}))).toEqual({
      ok: false,
      problems: [
        'This blog widget is missing its data-tl-post-list setting.',
        'This blog widget is missing its data-tl-post-detail-page-url setting.',
      ],
    });
  });

  it('refuses values it cannot use', () => {
    const result = readWidgetConfig(
      element({ 'data-tl-post-list': 'sideways', 'data-tl-post-detail-page-url': '/blog/post' }),
    );
    expect(result).toEqual({
      ok: false,
      problems: [
        'This blog widget\'s data-tl-post-list setting must be all, latest or popular (it is "sideways").',
        expect.stringContaining('must be the full address of your post page'),
      ],
    });
  });

  it('wants https, or http on a local host only, and no credentials', () => {
    expect(parseDetailPageUrl('https://news.example/p')?.href).toBe('https://news.example/p');
    expect(parseDetailPageUrl('http://partner.localhost:3000/blog/post')?.href).toBe(
      'http://partner.localhost:3000/blog/post',
    );
    for (const bad of [
      'http://news.example/p',
      'javascript:alert(1)',
      'ftp://news.example/p',
      'https://user:pw@news.example/p',
      '//news.example/p',
      'news.example/p',
      '',
    ]) {
      expect(parseDetailPageUrl(bad), bad).toBeNull();
    }
  });
});
