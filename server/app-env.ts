import type { BrandConfig } from '../brands/schema';
import type { Database } from './db/database';
import type { ResponseCache } from './cache/response-cache';
import type { MarketData } from './market/market-data';
import type { BrokerDirectory } from './broker/broker';
import type { PaymentProvider } from './payments/payment-provider';
import type { PushSender } from './push/push-sender';
import type { LoadPageRenderer } from './html/page-renderer';
import type { DevProviderRoots } from './security/installation-secrets';

/** What the first middleware (server/app.ts) puts on every request's context. */
export interface AppVariables {
  brand: BrandConfig;
  db: Database;
  requestId: string;
  jwtSecret: string;
  /**
   * The installation's roots of unconfigured provider credentials (server/security/installation-secrets.ts):
   * the simulated checkout and brokers derive their merchants' and apps' secrets from them, as the app does.
   */
  devRoots: DevProviderRoots;
  /** TRUST_PROXY: how many reverse proxies' forwarded headers to believe (server/security/client-address.ts). */
  trustProxy: number;
  /** OTP_CODES_PER_CLIENT_HOUR (server/config.ts): one-time codes one client address may ask for in an hour. */
  otpCodesPerClientHour: number;
  /** Public answers kept in this process for a few seconds (server/cache/shared-cache.ts). */
  responseCache: ResponseCache;
  /** Instruments, prices, history and the trading calendar (server/market/market-data.ts). */
  market: MarketData;
  /** The brand's brokers (server/broker/broker.ts): the simulated broker unless configured otherwise. */
  brokers: BrokerDirectory;
  /** This brand's payment provider (server/payments/payment-provider.ts): the simulated checkout unless configured otherwise. */
  payments: PaymentProvider;
  /** Web Push to a user's browsers on a brand (server/push/push-sender.ts, docs/push.md). */
  push: PushSender;
  /** The app's server bundle: pages, and the one sanitizer for HTML the server stores (docs/blog-cms.md). */
  pageRenderer: LoadPageRenderer;
  /** This response's CSP nonce for inline <style> (server/security/headers.ts). */
  cspNonce: string;
}

export interface AppEnv {
  Variables: AppVariables;
}

// Every context has them, so helpers can take a plain `Context` whatever a route's own variables are.
declare module 'hono' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ContextVariableMap extends AppVariables {}
}
