import { describe, expect, it } from 'vitest';
import { allowedRedirect, redirectHosts } from './redirect-allow-list';

const brand = {
  paymentHosts: ['checkout.paygate-demo.example'],
  brokers: [
    {
      id: 'sec',
      name: 'Kestrel Securities',
      loginPath: '/brokers/kestrel/login/',
      redirectHost: 'login.kestrel.example',
      provider: 'kite' as const,
    },
  ],
};
const origin = 'http://starfolio.localhost:3000';
const allowed = (url: unknown) => allowedRedirect(url, origin, brand) !== null;

describe('redirect allow-list', () => {
  it('collects payment and broker hosts, lower-cased', () => {
    expect([...redirectHosts(brand)]).toEqual(['checkout.paygate-demo.example', 'login.kestrel.example']);
  });

  it.each([
    ['the same origin', '/account/orders/'],
    ['the same origin', '/featured/all/?basket-type=premium&order-by=&order-by-field=popularity'],
    ['the same origin', 'http://starfolio.localhost:3000/account/investments/'],
    ['the same origin', 'account/orders/'],
    ['https on an allow-listed host', 'https://checkout.paygate-demo.example/pay/123'],
    ['https on an allow-listed host', 'https://login.kestrel.example/oauth?x=1'],
    ['https on an allow-listed host', 'https://CHECKOUT.PAYGATE-DEMO.EXAMPLE/pay'],
    ['https on an allow-listed host', 'HTTPS://Login.Kestrel.Example/'],
  ])('allows %s: %s', (_where, url) => {
    expect(allowed(url)).toBe(true);
  });

  it('normalises an upper-case host before comparing', () => {
    expect(allowedRedirect('https://CHECKOUT.PAYGATE-DEMO.EXAMPLE/pay', origin, brand)?.hostname).toBe(
      'checkout.paygate-demo.example',
    );
  });

  it.each([
    ['javascript scheme', 'javascript:alert(1)'],
    ['javascript with spaces and case', ' JavaScript:alert(document.cookie)'],
    ['javascript split by a tab', 'java\tscript:alert(1)'],
    ['data URL', 'data:text/html,<script>alert(1)</script>'],
    ['protocol-relative', '//evil.example/path'],
    ['protocol-relative to an allowed host over the page scheme (http)', '//checkout.paygate-demo.example/pay'],
    ['foreign https host', 'https://evil.example/'],
    ['http to a payment host', 'http://checkout.paygate-demo.example/pay'],
    ['userinfo trick', 'https://checkout.paygate-demo.example@evil.example/'],
    ['userinfo on an allowed host', 'https://user:pass@checkout.paygate-demo.example/'],
    ['backslash host', '/\\evil.example'],
    ['backslashes as slashes', 'https:\\\\evil.example'],
    ['backslash after allowed host', 'https://checkout.paygate-demo.example\\@evil.example'],
    ['suffix host', 'https://checkout.paygate-demo.example.evil.example/'],
    ['prefix host', 'https://evilcheckout.paygate-demo.example/'],
    ['trailing dot host', 'https://checkout.paygate-demo.example./pay'],
    ['explicit port', 'https://checkout.paygate-demo.example:8443/pay'],
    ['another port of this host', 'http://starfolio.localhost:3001/'],
    ['ftp', 'ftp://checkout.paygate-demo.example/'],
    ['new line', '/ok\n//evil.example'],
    ['empty', ''],
    ['not a string', 42],
    ['null', null],
  ])('refuses %s', (_name, url) => {
    expect(allowed(url)).toBe(false);
  });

  const brokerDev = 'http://login.kestrel.localhost:3000/connect/login?v=3&state=s1';
  const checkoutDev = 'http://checkout.paygate-demo.localhost:3000/pay/order_AAAAAAAAAAAAAA';
  describe.each([
    {
      name: 'the simulated broker’s dev host (contract/broker/dev-host.ts)',
      dev: brokerDev,
      refused: [
        ['from a public page', brokerDev, 'https://starfolio.example.com'],
        ['on another port', 'http://login.kestrel.localhost:3001/connect/login', origin],
        ['over another scheme', 'https://login.kestrel.localhost:3000/connect/login', origin],
        ['for a host no broker has', 'http://evil.localhost:3000/', origin],
      ],
    },
    {
      name: 'the simulated checkout’s dev host (a payment host’s .localhost twin)',
      dev: checkoutDev,
      refused: [
        ['from a public page', checkoutDev, 'https://starfolio.example.com'],
        ['on another port', 'http://checkout.paygate-demo.localhost:3001/pay/x', origin],
        ['for a payment host the brand does not list', 'http://checkout.other-pay.localhost:3000/pay/x', origin],
      ],
    },
  ])('$name', ({ dev, refused }) => {
    it('is allowed from a page on a loopback host, with its scheme and port', () => {
      expect(allowedRedirect(dev, origin, brand)?.href).toBe(dev);
    });
    it.each(refused)('is refused %s', (_name, url, from) => {
      expect(allowedRedirect(url, from, brand)).toBeNull();
    });
  });
});
