import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { brands as allBrands } from '../brands/registry';
import type { AppEnv } from './app-env';
import type { Database } from './db/database';
import { requestContext } from './request-context';
import { OTP_MAX_PER_CLIENT } from './auth/otp';
import { fail } from './http/envelope';
import { answerErrors } from './http/app-error';
import { healthRoutes } from './http/health-routes';
import { authRoutes } from './auth/routes/auth-routes';
import { webWidgetApiRoutes } from './widget/routes/web-widget-routes';
import { authPages } from './auth/pages';
import { testHooksEnabled } from './auth/test-hooks';
import { mountTestHooks } from './http/test-hook-routes';
import { amoTestHookRoutes } from './broker-sim/sim-amo-test-hooks';
import { basketRoutes } from './baskets/routes/baskets-routes';
import { basketListRoutes } from './baskets/routes/basket-lists-routes';
import { marketRoutes } from './market/routes/market-routes';
import { watchlistRoutes } from './baskets/routes/watchlist-routes';
import { customerRoutes } from './customers/routes/customer-routes';
import { familyRoutes } from './families/routes/family-routes';
import { recordsRoutes } from './records/routes/records-routes';
import { taxRoutes } from './tax/routes/tax-routes';
import { customerRiskRoutes } from './customers/routes/risk-routes';
import { customerAgreementRoutes } from './customers/routes/agreement-routes';
import { basketDetailsRoutes } from './baskets/routes/details-routes';
import { basketChartRoutes } from './baskets/routes/chart-routes';
import { basketPeopleRoutes } from './baskets/routes/people-routes';
import { blogRoutes } from './blog/routes/blog-routes';
import { investmentsApiRoutes } from './investments/routes/index';
import { mediaRoutes } from './media/media-routes';
import { issueCsrfCookie, requireCsrf } from './security/csrf';
import { securityHeaders } from './security/headers';
import { limitApiBodies } from './security/body-limit';
import { refuseNulInAddress, refuseNulInBody } from './security/nul-input';
import { embedCors } from './security/cors';
import { createStaticServer } from './static';
import { builtPageRenderer, type LoadPageRenderer } from './html/page-renderer';
import { resolve } from 'node:path';
import { demoSite } from './demo/demo-site';
import { accessibilityRoutes } from './accessibility/accessibility-routes';
import { simBrokerSite } from './broker-sim/sim-site';
import { paySimSite } from './pay-sim/paysim-site';
import type { PaymentProvider } from './payments/payment-provider';
import { createPaymentProviders } from './payments/razorpay/razorpay-providers';
import { widgetRoutes } from './widget/widget-routes';
import { seoRoutes } from './seo/seo-routes';
import { ResponseCache, type ResponseCacheOptions } from './cache/response-cache';
import { sharedCache } from './cache/shared-cache';
import { SHELL_URL } from '#contract/site/cache-names';
import type { MarketData } from './market/market-data';
import type { BrokerDirectory } from './broker/broker';
import { createMarketData } from './market/create-market-data';
import { createBrokerDirectory } from './broker/broker-directory';
import { brokerLinkRoutes } from './broker/routes/broker-links-routes';
import { brokerPostbackRoutes } from './broker/routes/postback-routes';
import { accountRoutes } from './account/routes/account-routes';
import { accountSecurityRoutes } from './account/routes/security-routes';
import { paymentRoutes } from './payments/routes/payment-routes';
import { paymentInvoiceRoutes } from './payments/routes/invoice-routes';
import { paymentCheckoutRoutes } from './payments/checkout-summary';
import { paymentWebhookRoutes } from './payments/routes/webhook-routes';
import { paymentCallbackRoutes } from './payments/routes/callback-routes';
import { subscriptionRoutes } from './subscriptions/routes/subscription-routes';
import { planRoutes } from './subscriptions/routes/plans-routes';
import { adviserPlanRoutes } from './subscriptions/routes/plans-adviser-routes';
import { studioApiRoutes } from './studio/routes/index';
import { opsApiRoutes } from './http/ops-api-routes';
import { tradingApiRoutes } from './trading/routes/index';
import { fileDownloadRoutes } from './blog-cms/file-download-routes';
import { pushRoutes } from './push/routes/push-routes';
import { uploadMediaRoutes } from './studio/upload-media-routes';
import type { PushSender } from './push/push-sender';
import { WebPushSender } from './push/web-push-sender';
import { impersonationGuard } from './impersonation/impersonation-guard';
import { randomDevProviderRoots, type DevProviderRoots } from './security/installation-secrets';
import { isProduction } from './security/production-checks';
import { devMailboxRoutes } from './messages/routes/dev-mailbox-routes';

export interface AppOptions {
  db: Database;
  distDir: string;
  jwtSecret: string;
  /** The installation's roots of unconfigured provider secrets (security/installation-secrets.ts); random when omitted. */
  devRoots?: DevProviderRoots;
  /** TRUST_PROXY (server/config.ts); 0 when omitted. */
  trustProxy?: number;
  /** OTP_CODES_PER_CLIENT_HOUR (server/config.ts); the default limit when omitted. */
  otpCodesPerClientHour?: number;
  /**
   * The in-process micro-cache of public answers (server/cache/response-cache.ts), or its options;
   * main.ts passes the instance so its jobs can invalidate what they change (docs/blog-cms.md).
   */
  responseCache?: ResponseCacheOptions | ResponseCache;
  /** The page renderer; by default the build's server bundle (server/html/page-renderer.ts). */
  pageRenderer?: LoadPageRenderer;
  /** The market (server/market/market-data.ts); by default the simulator on the real clock. */
  market?: MarketData;
  /** The brands' brokers (server/broker/broker.ts); the simulated broker, reached through this app, when omitted. */
  brokers?: BrokerDirectory;
  /**
   * The payment provider for every brand (server/payments/payment-provider.ts); when omitted, each brand's
   * simulated checkout (server/pay-sim/), reached through this app, with the brand's merchant key.
   */
  payments?: PaymentProvider;
  /** Web Push (server/push/push-sender.ts); WebPushSender on this database when omitted. */
  push?: PushSender;
}

/** All API routes, mounted once per brand under /{segment}/api. */
function apiRoutes() {
  const api = new Hono<AppEnv>();
  api.use(limitApiBodies());
  // No text the API takes holds a NUL (docs/validation.md, "On the server"): refused before any route reads it.
  api.use(refuseNulInAddress, refuseNulInBody);
  // The broker's signed order updates come server to server, with no browser session to forge:
  // mounted before the CSRF check, the one route it does not cover (docs/trading.md, "Postbacks").
  api.route('/', brokerPostbackRoutes());
  // So do the payment provider's signed events (docs/payments.md, "Webhook").
  api.route('/', paymentWebhookRoutes());
  // And the checkout's return, which Razorpay posts from its own site: it only redirects (docs/payments.md).
  api.route('/', paymentCallbackRoutes());
  api.use(requireCsrf);
  // A client's view (docs/login-as-client.md): refuses what it may not do, logs what it does.
  api.use(impersonationGuard);
  api.route('/', healthRoutes());
  api.route('/', webWidgetApiRoutes());
  api.route('/', authRoutes());
  mountTestHooks(api, [amoTestHookRoutes()]);
  api.route('/', basketRoutes());
  api.route('/', basketListRoutes());
  api.route('/', marketRoutes());
  api.route('/', watchlistRoutes());
  api.route('/', basketDetailsRoutes());
  api.route('/', basketChartRoutes());
  api.route('/', basketPeopleRoutes());
  api.route('/', blogRoutes());
  api.route('/', investmentsApiRoutes());
  api.route('/', brokerLinkRoutes());
  api.route('/', tradingApiRoutes());
  api.route('/', accountRoutes());
  api.route('/', accountSecurityRoutes());
  api.route('/', pushRoutes());
  api.route('/', paymentRoutes());
  api.route('/', paymentInvoiceRoutes());
  api.route('/', paymentCheckoutRoutes());
  api.route('/', subscriptionRoutes());
  api.route('/', customerRoutes());
  api.route('/', customerRiskRoutes());
  api.route('/', customerAgreementRoutes());
  api.route('/', familyRoutes());
  api.route('/', recordsRoutes());
  api.route('/', taxRoutes());
  api.route('/', planRoutes());
  api.route('/', adviserPlanRoutes());
  api.route('/', studioApiRoutes());
  api.route('/', opsApiRoutes());
  api.notFound((c) => fail(c, 404, `No API route ${c.req.method} ${new URL(c.req.url).pathname}`));
  return api;
}

export function createApp({
  db,
  distDir,
  jwtSecret,
  devRoots = randomDevProviderRoots(),
  trustProxy = 0,
  otpCodesPerClientHour = OTP_MAX_PER_CLIENT,
  responseCache,
  pageRenderer,
  market = createMarketData(),
  brokers,
  payments,
  push,
}: AppOptions) {
  const renderer = pageRenderer ?? builtPageRenderer(resolve(distDir));
  const statics = createStaticServer(distDir, { pageRenderer: renderer });
  const cache = responseCache instanceof ResponseCache ? responseCache : new ResponseCache(responseCache);
  const app = new Hono<AppEnv>();
  const fetch = (request: Request) => app.fetch(request);
  const brokerDirectory =
    brokers ?? createBrokerDirectory({ fetch, brokerRoot: devRoots.broker, now: () => market.now(), db });
  const paymentProviders = createPaymentProviders({ fetch, brands: allBrands, paygateRoot: devRoots.paygate });
  const pushSender = push ?? new WebPushSender({ db, allowLoopbackHttp: testHooksEnabled() });

  app.use(
    requestContext(
      {
        db,
        jwtSecret,
        devRoots,
        trustProxy,
        otpCodesPerClientHour,
        responseCache: cache,
        market,
        brokers: brokerDirectory,
        push: pushSender,
        pageRenderer: renderer,
      },
      (brandId) => payments ?? paymentProviders(brandId),
    ),
  );
  // Other sites on their own hosts, with none of this app's headers or cookies: the partner demo, the
  // simulated broker (server/broker-sim/) and the simulated checkout (server/pay-sim/).
  app.use(demoSite({ distDir }), simBrokerSite(), paySimSite({ fetch }));
  app.use(compress());
  app.use(securityHeaders);
  app.use(issueCsrfCookie);
  app.use(embedCors);
  app.use(sharedCache);
  app.route('/', widgetRoutes({ distDir }));

  const api = apiRoutes();
  for (const brand of allBrands) {
    // A brand's segment answers only on that brand's hosts.
    app.use(`/${brand.segment}/api/*`, async (c, next) => {
      if (c.get('brand').id !== brand.id) return fail(c, 404, 'This API belongs to another site.');
      return next();
    });
    app.route(`/${brand.segment}/api`, api);
    app.route(`/${brand.segment}`, authPages(brand));
  }

  app.route('/media/uploads', uploadMediaRoutes());
  app.route('/media', mediaRoutes());
  app.route('/media/files', fileDownloadRoutes());
  // robots.txt, the sitemap and the feed: before the catch-all, which would answer them 404.
  app.route('/', seoRoutes());
  app.route('/', accessibilityRoutes());
  if (!isProduction(process.env)) app.route('/', devMailboxRoutes()); // development's mailbox (docs/messages.md)

  app.on(['GET', 'HEAD'], '*', (c) => {
    const path = new URL(c.req.url).pathname;
    const asset = statics.serve(c);
    if (asset) return asset;
    if (/\/api\//.test(path)) return fail(c, 404, 'Unknown API path.');
    // A missing file (anything with an extension) is a plain 404, not the app shell.
    if (/\.[a-z0-9]{1,12}$/i.test(path)) return c.text('Not found', 404);
    // Any other path is a page of the app, rendered on the server: its not-found page, with a 404,
    // where the path is no screen of this brand. The service worker's precached shell is always a 200.
    return statics.page(c, { shell: path === SHELL_URL, fetchApp: (request, env) => app.fetch(request, env) });
  });

  app.notFound((c) => fail(c, 404, 'Not found.'));
  app.onError(answerErrors);
  return app;
}
