// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { adoptCspNonce } from './csp-nonce';

describe('adoptCspNonce', () => {
  afterEach(() => {
    globalThis.__webpack_nonce__ = undefined;
    document.head.replaceChildren();
  });

  it('hands the nonce of <meta property="csp-nonce"> to the style loader', () => {
    document.head.innerHTML = '<meta property="csp-nonce" nonce="abc+/123==">';
    adoptCspNonce();
    expect(globalThis.__webpack_nonce__).toBe('abc+/123==');
  });

  it('leaves it unset when the page has none', () => {
    adoptCspNonce();
    expect(globalThis.__webpack_nonce__).toBeUndefined();
  });
});
