import type { BrandConfig } from '../../../../brands/schema';
import { API, apiPath } from '#contract/http/api-paths';
import type { TestServer } from '../../../test-support';
import { signInAtSim } from '../../../broker-sim/testing/sim-test-fixtures';
import { appCredentials } from '../../app-credentials';
import type { Broker } from '../../broker';
import { createUpstoxBroker } from '../upstox-broker';
import { upstoxClient, type UpstoxEndpoint } from '../upstox-client';
import { upstoxSettings } from '../upstox-settings';

interface SeenRequest {
  method: string;
  path: string;
  headers: Headers;
  body: string;
}

/**
 * Upstox for a brand broker against the test's simulated broker, as the directory makes it (no API
 * root set), with every request the official client sends recorded.
 */
export function upstoxOf(t: TestServer, brand: BrandConfig, brokerId = 'second') {
  const seen: SeenRequest[] = [];
  const fetch = async (request: Request) => {
    const url = new URL(request.url);
    seen.push({
      method: request.method,
      path: `${url.pathname}${url.search}`,
      headers: request.headers,
      body: await request.clone().text(),
    });
    return t.app.fetch(request);
  };
  const broker = brand.brokers.find((b) => b.id === brokerId)!;
  const credentials = appCredentials(brand, broker, t.devRoots.broker, {});
  const settings = upstoxSettings(brand, broker, {});
  const endpoint: UpstoxEndpoint = {
    root: `http://${settings.simHost}`,
    orderRoot: `http://${settings.simHost}`,
    inProcess: fetch,
  };
  const upstox: Broker = createUpstoxBroker({ broker, credentials, settings, fetch, now: () => t.market.now() });
  /** The official client's ApiClient itself, nothing of the adapter's. */
  const client = (accessToken?: string) => upstoxClient(endpoint, accessToken);
  /** The brand's registered redirect URI for this broker (the simulator checks it, as Upstox does). */
  const redirectUrl = `http://${brand.hosts[0]}:3000${apiPath(brand.segment, API.broker.callback(brokerId))}`;
  return { upstox, client, seen, credentials, redirectUrl };
}

/** Signs in at the simulated broker's authorization dialog and answers the code of the redirect back. */
export async function authorizationCode(t: TestServer, upstox: Broker, redirectUrl: string, clientCode: string) {
  const url = upstox.signInUrl({ state: 'upstox-test', redirectUrl });
  const res = await signInAtSim(t, url, { clientCode });
  const back = new URL(res.headers.get('location')!);
  return back.searchParams.get('code')!;
}
