import { describe, expect, it } from 'vitest';
import { brands } from '../../brands/registry';
import { absoluteUrl, isLoopbackHost, primaryHost, siteOrigin } from './site-origin';

const starfolio = brands.find((b) => b.id === 'starfolio')!;

describe('primaryHost', () => {
  it('is the first host that is not a loopback name, for every brand', () => {
    expect(primaryHost(starfolio)).toBe('app.starfolio.in');
    for (const b of brands) {
      expect(b.hosts).toContain(primaryHost(b));
      expect(isLoopbackHost(primaryHost(b)!)).toBe(false);
    }
    expect(primaryHost({ hosts: ['a.localhost', 'localhost', 'www.one.example', 'two.example'] })).toBe(
      'www.one.example',
    );
  });

  it('knows loopback names from public ones', () => {
    expect(isLoopbackHost('localhost')).toBe(true);
    expect(isLoopbackHost('starfolio.localhost:4421')).toBe(true);
    expect(isLoopbackHost('STARFOLIO.LOCALHOST')).toBe(true);
    expect(isLoopbackHost('localhost.example')).toBe(false);
    expect(isLoopbackHost('notlocalhost')).toBe(false);
  });
});

describe('siteOrigin', () => {
  it('is https and the primary host on public hosts, whatever the scheme the request came with', () => {
    expect(siteOrigin(starfolio, 'https://app.starfolio.in')).toBe('https://app.starfolio.in');
    expect(siteOrigin(starfolio, 'http://app.starfolio.in:8080')).toBe('https://app.starfolio.in');
    expect(siteOrigin(starfolio)).toBe('https://app.starfolio.in');
  });

  it("keeps the origin asked on, port included, on the brand's own loopback host", () => {
    expect(siteOrigin(starfolio, 'http://starfolio.localhost:4421')).toBe('http://starfolio.localhost:4421');
    expect(siteOrigin(starfolio, 'https://STARFOLIO.localhost')).toBe('https://starfolio.localhost');
  });

  it('never takes a host the brand does not own', () => {
    for (const asked of [
      'http://127.0.0.1:4421',
      'http://arrowline.localhost:4421',
      'http://evil.example',
      'http://starfolio.localhost:1@evil.example',
      'javascript:alert(1)',
      'not a url',
      '',
    ]) {
      expect(siteOrigin(starfolio, asked), asked).toBe('https://app.starfolio.in');
    }
  });
});

describe('absoluteUrl', () => {
  it('puts a path on the origin and leaves absolute addresses alone', () => {
    expect(absoluteUrl('https://app.starfolio.in', '/blog/')).toBe('https://app.starfolio.in/blog/');
    expect(absoluteUrl('https://app.starfolio.in', 'icons/icon-512.png')).toBe(
      'https://app.starfolio.in/icons/icon-512.png',
    );
    expect(absoluteUrl('https://app.starfolio.in', 'https://www.example.com/a')).toBe('https://www.example.com/a');
  });
});
