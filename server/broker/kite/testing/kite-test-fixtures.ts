import type { BrandConfig } from '../../../../brands/schema';
import type { TestServer } from '../../../test-support';
import { signInAtSim } from '../../../broker-sim/testing/sim-test-fixtures';
import { appCredentials } from '../../app-credentials';
import type { Broker } from '../../broker';
import { kiteClient, type KiteEndpoint } from '../kite-client';
import { createKiteConnectBroker } from '../kite-connect-broker';
import { kiteSettings } from '../kite-settings';
import { createOrderPacer, type OrderPacer } from '../order-pacer';

interface SeenRequest {
  method: string;
  path: string;
  body: string;
  /** performance.now() when it left and when its answer came. */
  sentAt: number;
  answeredAt: number;
}

/**
 * Kite Connect for a brand broker against the test's simulated broker, as the directory makes it
 * (no API root set), with every request it sends recorded; its own pacer unless one is given.
 */
export function kiteOf(
  t: TestServer,
  brand: BrandConfig,
  { brokerId = 'sec', pacer }: { brokerId?: string; pacer?: OrderPacer } = {},
) {
  const seen: SeenRequest[] = [];
  const fetch = async (request: Request) => {
    const url = new URL(request.url);
    const entry = { method: request.method, path: `${url.pathname}${url.search}`, body: await request.clone().text() };
    const sentAt = performance.now();
    const res = await t.app.fetch(request);
    seen.push({ ...entry, sentAt, answeredAt: performance.now() });
    return res;
  };
  const broker = brand.brokers.find((b) => b.id === brokerId)!;
  const credentials = appCredentials(brand, broker, t.devRoots.broker, {});
  const settings = kiteSettings(brand, broker, {});
  const endpoint: KiteEndpoint = { apiKey: credentials.apiKey, root: `http://${settings.simHost}`, inProcess: fetch };
  const kite: Broker = createKiteConnectBroker({
    broker,
    credentials,
    settings,
    fetch,
    pacer: pacer ?? createOrderPacer(),
  });
  /** The official client itself, with no pacing and nothing of the adapter's. */
  const client = (accessToken?: string) => kiteClient(endpoint, accessToken);
  return { kite, client, seen, credentials };
}

/** Signs in at the simulated broker and answers the request token of the redirect back. */
export async function requestToken(t: TestServer, kite: Broker, clientCode: string) {
  const url = kite.signInUrl({ state: 'kite-test', redirectUrl: 'http://starfolio.localhost:3000/' });
  const res = await signInAtSim(t, url, { clientCode });
  return new URL(res.headers.get('location')!).searchParams.get('request_token')!;
}
