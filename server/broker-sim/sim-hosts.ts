import { brands as allBrands } from '../../brands/registry';
import type { BrandConfig } from '../../brands/schema';
import { API, apiPath } from '#contract/http/api-paths';
import { brokerDevHost } from '#contract/broker/dev-host';
import { appCredentials } from '../broker/app-credentials';

type BrandBroker = BrandConfig['brokers'][number];

/**
 * The simulated broker's companies and the apps registered with them (docs/brokers.md). One company
 * per distinct broker `redirectHost` (Kestrel Securities serves two brands): it answers on that host
 * and, in development, on its `.localhost` twin. Each brand broker is an app of its company, with its
 * own API key and secret (server/broker/app-credentials.ts).
 */
export interface SimCompany {
  /** The production redirect host: the company's key in the simulator's tables. */
  key: string;
  name: string;
  hosts: readonly string[];
  /** The API it speaks (its brand brokers' `provider`): Kite Connect v3 or Upstox API v2. */
  provider: BrandBroker['provider'];
}

export interface SimApp {
  apiKey: string;
  apiSecret: string;
  brand: BrandConfig;
  broker: BrandBroker;
  company: SimCompany;
}

export function simCompanies(brands: readonly BrandConfig[] = allBrands): SimCompany[] {
  const byKey = new Map<string, SimCompany>();
  for (const broker of brands.flatMap((b) => b.brokers)) {
    const key = broker.redirectHost.toLowerCase();
    const known = byKey.get(key);
    if (known && known.provider !== broker.provider) {
      throw new Error(
        `The brokers at ${key} name two providers (${known.provider}, ${broker.provider}): one company speaks one API.`,
      );
    }
    if (known) continue;
    const dev = brokerDevHost(key);
    byKey.set(key, { key, name: broker.name, hosts: dev ? [key, dev] : [key], provider: broker.provider });
  }
  return [...byKey.values()];
}

const companies = simCompanies();

const appsByRoot = new Map<string, SimApp[]>();

/** The registered apps, their secrets derived from the installation's broker root (server/broker/app-credentials.ts). */
function appsOf(root: string): SimApp[] {
  let apps = appsByRoot.get(root);
  if (!apps) {
    apps = allBrands.flatMap((brand) =>
      brand.brokers.map((broker) => ({
        ...appCredentials(brand, broker, root),
        brand,
        broker,
        company: companies.find((c) => c.key === broker.redirectHost.toLowerCase())!,
      })),
    );
    appsByRoot.set(root, apps);
  }
  return apps;
}

/** The API a company (by its key, an account's `broker`) speaks. */
export const providerOfCompany = (key: string) => companies.find((c) => c.key === key)?.provider ?? 'kite';

/** The company answering on a Host header (any port), if it is one of the simulator's. */
export function companyForHost(hostHeader: string | undefined): SimCompany | undefined {
  const host = (hostHeader ?? '').toLowerCase().replace(/:\d{1,5}$/, '');
  return companies.find((c) => c.hosts.includes(host));
}

/** A registered app of this company, by API key; `root` is the installation's broker root. */
export const simApp = (root: string, company: SimCompany, apiKey: string | undefined) =>
  appsOf(root).find((a) => a.apiKey === apiKey && a.company.key === company.key);

export const simAppByKey = (root: string, apiKey: string) => appsOf(root).find((a) => a.apiKey === apiKey);

/**
 * The app's registered redirect URL: its brand's callback for this broker, on the brand's first host
 * with the scheme and port the browser used for the broker's page (development runs one server).
 */
export function registeredRedirectUrl(app: SimApp, scheme: 'http' | 'https', port: string | undefined) {
  const path = apiPath(app.brand.segment, API.broker.callback(app.broker.id));
  return `${scheme}://${app.brand.hosts[0]}${port ? `:${port}` : ''}${path}`;
}

/** The app's registered postback URL (server to server). */
export const registeredPostbackUrl = (app: SimApp) =>
  `http://${app.brand.hosts[0]}${apiPath(app.brand.segment, API.broker.postback(app.broker.id))}`;
