import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config';

describe('readConfig', () => {
  it('defaults to port 3000 and embedded Postgres', () => {
    const c = readConfig({});
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBeUndefined();
  });
  it.each(['abc', '0', '70000', '3.5'])('rejects PORT=%s with one clear line', (port) => {
    expect(() => readConfig({ PORT: port })).toThrow(ConfigError);
    expect(() => readConfig({ PORT: port })).toThrow(/^PORT must be a whole number/);
  });
  it('rejects a DATABASE_URL that is not Postgres', () => {
    expect(() => readConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless told', () => {
    expect(readConfig({}).trustProxy).toBe(0);
    expect(readConfig({ TRUST_PROXY: '' }).trustProxy).toBe(0);
    expect(readConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });
  it.each(['true', '-1', '1.5', '11'])('rejects TRUST_PROXY=%s with one clear line', (value) => {
    expect(() => readConfig({ TRUST_PROXY: value })).toThrow(/^TRUST_PROXY must be the number of proxies/);
  });
});

describe('RESPONSE_CACHE_SECONDS', () => {
  it('keeps public answers 5 s unless told; 0 keeps none', () => {
    expect(readConfig({}).responseCacheSeconds).toBe(5);
    expect(readConfig({ RESPONSE_CACHE_SECONDS: '0' }).responseCacheSeconds).toBe(0);
    expect(readConfig({ RESPONSE_CACHE_SECONDS: '30' }).responseCacheSeconds).toBe(30);
  });
  it.each(['-1', '2.5', '61', 'forever'])('rejects RESPONSE_CACHE_SECONDS=%s with one clear line', (value) => {
    expect(() => readConfig({ RESPONSE_CACHE_SECONDS: value })).toThrow(/^RESPONSE_CACHE_SECONDS must be/);
  });
});

describe('OTP_CODES_PER_CLIENT_HOUR', () => {
  it('lets one address ask for 20 codes an hour unless told', () => {
    expect(readConfig({}).otpCodesPerClientHour).toBe(20);
    expect(readConfig({ OTP_CODES_PER_CLIENT_HOUR: '500' }).otpCodesPerClientHour).toBe(500);
  });
  it.each(['0', '-3', '2.5', '10001', 'many'])('rejects OTP_CODES_PER_CLIENT_HOUR=%s with one clear line', (value) => {
    expect(() => readConfig({ OTP_CODES_PER_CLIENT_HOUR: value })).toThrow(/^OTP_CODES_PER_CLIENT_HOUR must be/);
  });
});

describe('MARKET_NOW', () => {
  it('leaves the market on the real clock unless told', () => {
    expect(readConfig({}).marketNow).toBeUndefined();
    expect(readConfig({ MARKET_NOW: '' }).marketNow).toBeUndefined();
  });
  it('fixes the market clock at an ISO date-time with its time zone', () => {
    expect(readConfig({ MARKET_NOW: '2025-10-21T14:00:00+05:30' }).marketNow?.toISOString()).toBe(
      '2025-10-21T08:30:00.000Z',
    );
    expect(readConfig({ MARKET_NOW: '2026-01-27T04:00Z' }).marketNow?.toISOString()).toBe('2026-01-27T04:00:00.000Z');
  });
  it.each([
    'tomorrow',
    '2025-10-21',
    '2025-10-21T10:00:00',
    '2025-02-30T10:00:00+05:30',
    '2025-10-21T24:00:00+05:30',
    '2019-06-03T10:00:00+05:30',
    '2031-01-02T10:00:00+05:30',
  ])('rejects MARKET_NOW=%s at start-up with one clear line', (value) => {
    expect(() => readConfig({ MARKET_NOW: value })).toThrow(ConfigError);
    expect(() => readConfig({ MARKET_NOW: value })).toThrow(/^MARKET_NOW must be an ISO date-time with a time zone/);
  });
});

describe('MARKET_DATA', () => {
  it('keeps the simulator unless told, and takes imported prices on asking', () => {
    expect(readConfig({}).marketData).toBe('simulated');
    expect(readConfig({ MARKET_DATA: 'simulated' }).marketData).toBe('simulated');
    expect(readConfig({ MARKET_DATA: 'imported' }).marketData).toBe('imported');
  });
  it.each(['nse', 'Imported', 'live'])('rejects MARKET_DATA=%s at start-up with one clear line', (value) => {
    expect(() => readConfig({ MARKET_DATA: value })).toThrow(/^MARKET_DATA must be simulated or imported/);
  });
});
