import { describe, expect, it } from 'vitest';
import { brandLookFrom, FALLBACK_ICON, notificationFor, readPayload, safeTarget } from './push-notification';

const ORIGIN = 'http://starfolio.localhost:4428';
const manifest = {
  name: 'Starfolio Advisory',
  short_name: 'Starfolio',
  icons: [
    { src: '/icons/icon-512.png', sizes: '512x512', purpose: 'any' },
    { src: '/icons/icon-192.png', sizes: '192x192', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', purpose: 'maskable' },
  ],
};
const payload = {
  kind: 'payments',
  title: 'Payment Successful !',
  body: 'Your plan is active.',
  url: '/payment/status/?transaction=txn_1',
  tag: 'payment-txn_1',
};

describe('safeTarget', () => {
  it('keeps same-origin paths with their query and hash', () => {
    expect(safeTarget('/payment/status/?transaction=txn_1', ORIGIN)).toBe('/payment/status/?transaction=txn_1');
    expect(safeTarget('/a/b/#c', ORIGIN)).toBe('/a/b/#c');
  });

  it.each([
    'https://evil.example/payment/status/',
    '//evil.example/x',
    '/\\evil.example/x',
    'javascript:alert(1)',
    'payment/status/',
    '',
    42,
    undefined,
  ])('opens the home page instead of %s', (url) => {
    expect(safeTarget(url, ORIGIN)).toBe('/');
  });
});

describe('brandLookFrom', () => {
  it("takes the brand's short name and its smallest 'any' icon of 192 px or more", () => {
    expect(brandLookFrom(manifest, 'starfolio')).toEqual({ name: 'Starfolio', icon: '/icons/icon-192.png' });
  });

  it('falls back to the host name and the usual icon when the manifest cannot be read', () => {
    expect(brandLookFrom(undefined, 'starfolio')).toEqual({ name: 'starfolio', icon: FALLBACK_ICON });
  });
});

describe('notificationFor', () => {
  const look = brandLookFrom(manifest, 'starfolio');

  it("shows the brand's name first, its icon, the body and tag, and opens the payment status", () => {
    expect(notificationFor(readPayload(payload), look, ORIGIN)).toEqual({
      title: 'Starfolio · Payment Successful !',
      options: {
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        body: 'Your plan is active.',
        tag: 'payment-txn_1',
        data: { url: '/payment/status/?transaction=txn_1' },
      },
    });
  });

  it('never carries another origin into the click, and still shows something for a bad payload', () => {
    const evil = notificationFor(readPayload({ ...payload, url: 'https://evil.example/' }), look, ORIGIN);
    expect(evil.options.data.url).toBe('/');
    const junk = notificationFor(readPayload('not json'), look, ORIGIN);
    expect(junk).toMatchObject({ title: 'Starfolio', options: { tag: 'update', data: { url: '/' } } });
  });
});
