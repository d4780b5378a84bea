import { describe, expect, it } from 'vitest';
import { checkDetailUrl, checkOrigin, ORIGIN_MESSAGES as M } from './rules';

describe('checkOrigin', () => {
  it('normalises good origins', () => {
    expect(checkOrigin('https://www.Partner.example')).toEqual({ origin: 'https://www.partner.example' });
    expect(checkOrigin(' https://news.example:8443 ')).toEqual({ origin: 'https://news.example:8443' });
    expect(checkOrigin('https://news.example:443')).toEqual({ origin: 'https://news.example' });
    expect(checkOrigin('https://news.example/')).toEqual({ origin: 'https://news.example' });
    expect(checkOrigin('http://localhost:5173')).toEqual({ origin: 'http://localhost:5173' });
    expect(checkOrigin('http://blog.localhost')).toEqual({ origin: 'http://blog.localhost' });
    expect(checkOrigin('http://127.0.0.1:8080')).toEqual({ origin: 'http://127.0.0.1:8080' });
  });

  it('names what is wrong', () => {
    const cases: [unknown, string][] = [
      ['', M.required],
      ['   ', M.required],
      [42, M.required],
      [null, M.required],
      ['https://*.example.com', M.wildcard],
      ['*', M.wildcard],
      ['http://www.example.com', M.https],
      ['ftp://example.com', M.https],
      ['https://example.com/blog', M.path],
      ['https://example.com?x=1', M.invalid],
      ['https://example.com#top', M.invalid],
      ['https://user:pw@example.com', M.invalid],
      ['example.com', M.invalid],
      ['https://', M.invalid],
      ['https://exa mple.com', M.invalid],
      ['https://-bad.example', M.invalid],
      ['https://example.com:0', M.invalid],
      ['https://example.com:70000', M.invalid],
      ['https://example.com:', M.invalid],
      ['javascript:alert(1)', M.invalid],
      [`https://${'a'.repeat(250)}.com`, M.invalid],
    ];
    for (const [input, message] of cases) expect(checkOrigin(input), String(input)).toEqual({ error: message });
  });
});

describe('checkDetailUrl', () => {
  it('takes an https address and drops its fragment', () => {
    expect(checkDetailUrl('https://www.example.com/blog/post?x=1#top')).toBe('https://www.example.com/blog/post?x=1');
    expect(checkDetailUrl('http://partner.localhost:3000/blog/post')).toBe('http://partner.localhost:3000/blog/post');
  });
  it('refuses anything else', () => {
    for (const bad of [
      '',
      'www.example.com/post',
      'http://www.example.com/post',
      'https://u:p@example.com/',
      'javascript:alert(1)',
    ])
      expect(checkDetailUrl(bad), bad).toBeNull();
  });
});
