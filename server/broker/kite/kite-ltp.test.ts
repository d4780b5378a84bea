import { describe, expect, it } from 'vitest';
import { brands } from '../../../brands/registry';
import { createKiteConnectBroker } from './kite-connect-broker';
import { kiteSettings } from './kite-settings';
import { kiteFixture } from './testing/json-shape';

// Kite's LTP answer as Zerodha publishes it (testing/fixtures/ltp.json, zerodha/kiteconnect-mocks),
// read by the adapter through the official client: the request it sends and the prices it answers.
const starfolio = brands.find((b) => b.id === 'starfolio')!;
const sec = starfolio.brokers.find((b) => b.id === 'sec')!;

function brokerAnswering(status: number, body: unknown) {
  const seen: Request[] = [];
  const broker = createKiteConnectBroker({
    broker: sec,
    credentials: { apiKey: 'fixture_key', apiSecret: 'fixture_secret' },
    settings: kiteSettings(starfolio, sec, {}),
    fetch: (request) => {
      seen.push(request);
      return Response.json(body, { status });
    },
  });
  return { broker, seen };
}

describe("Kite's published LTP answer", () => {
  it('is read by KiteConnectBroker: the NSE symbol with its last price, asked for as Kite documents', async () => {
    const { broker, seen } = brokerAnswering(200, kiteFixture('ltp'));
    expect(await broker.ltp!('fixture_token', ['INFY'])).toEqual({ INFY: 1074.35 });
    expect(seen).toHaveLength(1);
    const url = new URL(seen[0]!.url);
    expect(seen[0]!.method).toBe('GET');
    expect(url.pathname).toBe('/quote/ltp');
    expect(url.searchParams.getAll('i')).toEqual(['NSE:INFY']);
    expect(seen[0]!.headers.get('authorization')).toBe('token fixture_key:fixture_token');
    expect(seen[0]!.headers.get('x-kite-version')).toBe('3');
  });

  it('answers only the symbols the answer names, and nothing when asked for none', async () => {
    const { broker, seen } = brokerAnswering(200, kiteFixture('ltp'));
    expect(await broker.ltp!('fixture_token', ['INFY', 'NOSUCH'])).toEqual({ INFY: 1074.35 });
    expect(await broker.ltp!('fixture_token', [])).toEqual({});
    expect(seen).toHaveLength(1);
  });
});
