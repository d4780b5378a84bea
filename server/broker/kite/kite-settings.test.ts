import { describe, expect, it } from 'vitest';
import { brands } from '../../../brands/registry';
import { kiteSettings } from './kite-settings';

// Starfolio's Kestrel Securities, as brand.json configures it (redirectHost login.kestrel-securities.example).
const brand = brands.find((b) => b.id === 'starfolio')!;
const broker = brand.brokers.find((b) => b.id === 'sec')!;

describe('Kite Connect settings', () => {
  it("talk to the simulated broker on its development host unless Kite's root is set", () => {
    expect(kiteSettings(brand, broker, {})).toEqual({
      root: undefined,
      loginUrl: undefined,
      simHost: 'login.kestrel-securities.localhost',
      marketProtection: 2,
    });
    const env = {
      BROKER_API_ROOT_STARFOLIO_SEC: 'https://api.kite.trade/',
      BROKER_API_LOGIN_URL_STARFOLIO_SEC: 'https://kite.zerodha.com/connect/login',
    };
    expect(kiteSettings(brand, broker, env)).toMatchObject({
      root: 'https://api.kite.trade',
      loginUrl: 'https://kite.zerodha.com/connect/login',
    });
    expect(() => kiteSettings(brand, broker, { BROKER_API_ROOT_STARFOLIO_SEC: 'api.kite.trade' })).toThrow(
      'BROKER_API_ROOT_STARFOLIO_SEC must be an http(s) URL',
    );
  });

  it('never send a market order without protection: 0 or nonsense stops the start, -1 is Kite’s automatic band', () => {
    const protection = (value: string) =>
      kiteSettings(brand, broker, { BROKER_API_MARKET_PROTECTION_STARFOLIO_SEC: value }).marketProtection;
    expect(protection('-1')).toBe(-1);
    expect(protection('0.5')).toBe(0.5);
    expect(protection('100')).toBe(100);
    for (const bad of ['0', '-2', '101', 'auto'])
      expect(() => protection(bad)).toThrow('BROKER_API_MARKET_PROTECTION_STARFOLIO_SEC must be -1');
  });
});
