import { describe, expect, it } from 'vitest';
import { autoplayUrl, safeAuthorUrl } from './video-link';

describe('autoplayUrl', () => {
  it('adds autoplay=1 to an allow-listed player, keeping its own query', () => {
    expect(autoplayUrl('https://www.youtube-nocookie.com/embed/abc')).toBe(
      'https://www.youtube-nocookie.com/embed/abc?autoplay=1',
    );
    expect(autoplayUrl('https://player.vimeo.com/video/1?h=2&autoplay=0')).toBe(
      'https://player.vimeo.com/video/1?h=2&autoplay=1',
    );
  });

  it('refuses anything that is not an https player on the allow-list', () => {
    for (const bad of [
      null,
      '',
      'javascript:alert(1)',
      'http://www.youtube.com/embed/x',
      'https://evil.example/embed/x',
      'https://www.youtube.com.evil.example/x',
      'https://www.youtube.com@evil.example/x',
      '//www.youtube.com/embed/x',
    ]) {
      expect(autoplayUrl(bad), String(bad)).toBeNull();
    }
  });
});

describe('safeAuthorUrl', () => {
  it('allows https and same-site paths only', () => {
    expect(safeAuthorUrl('https://meera.example/')).toBe('https://meera.example/');
    expect(safeAuthorUrl('/authors/meera')).toBe('/authors/meera');
    for (const bad of [
      null,
      'javascript:alert(1)',
      'http://x.example',
      '//evil.example',
      '/\\evil.example',
      'data:x',
    ]) {
      expect(safeAuthorUrl(bad), String(bad)).toBeNull();
    }
  });
});
