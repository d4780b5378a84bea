import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { readConfig } from './config';
import { productionProblem } from './security/production-checks';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { seed } from './db/seed/index';
import { loadDevProviderRoots, loadJwtSecret } from './security/installation-secrets';
import { log } from './log';
import { demoUrl } from './demo/demo-host';
import { brokerDevHost } from '#contract/broker/dev-host';
import { openMarketData } from './market/create-market-data';
import { createMarketClock } from './market/clock';
import { warmBasketFigures } from './baskets/warm-figures';
import { startSimBrokerJob } from './broker-sim/sim-job';
import { startPaySimJob } from './pay-sim/paysim-job';
import { startClientImportJob } from './client-import/import-job';
import { startAutomatedProposalJob } from './studio/automated-job';
import { startAumLedgerJob } from './admin/aum-job';
import { ResponseCache } from './cache/response-cache';
import { startScheduledPostsJob } from './blog-cms/scheduled-posts';
import { PAYSIM_NAME } from './pay-sim/paysim-hosts';
import { RequestDrain } from './runtime/drain';
import { withHealthChecks, type ProcessState } from './runtime/health';
import { drainOnSignals, drainSettings } from './runtime/shutdown';
import { setMessenger } from './messages/message-sender';
import { outboxMessenger } from './messages/message-outbox';
import { startMessageOutboxJob, transportsFromEnv } from './messages/outbox-job';
import { startInvestmentNoticesJob } from './notices/investment-notices-job';
import { WebPushSender } from './push/web-push-sender';
import { testHooksEnabled } from './auth/test-hooks';
import { createBrokerDirectory } from './broker/broker-directory';
import { startResumePlacementsJob } from './trading/resume-placements';
import { backgroundPlacementsSettled } from './trading/background-placement';

function die(message: string): never {
  process.stderr.write(`error: ${message}\n`);
  process.exit(1);
}

async function main() {
  const config = readConfig();
  const drainAfter = drainSettings();
  // Importing the registry validates every brand config: a bad one stops here, naming file and field.
  const { brands } = await import('../brands/registry');
  // A production start needs every secret from the environment and no simulator (docs/security.md).
  const notForProduction = productionProblem(process.env, brands);
  if (notForProduction) die(notForProduction);
  const { createApp } = await import('./app');
  // Tests start an in-memory database from a seeded dump (PGLITE_SNAPSHOT; decision 0293).
  const fromDump = !config.databaseUrl && config.dataDir === 'memory' && config.pgliteSnapshot;
  const snapshot = fromDump ? new Blob([readFileSync(fromDump)]) : undefined;
  const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, snapshot });
  // Every e-mail and SMS goes through the outbox, sent by its job below (docs/messages.md).
  setMessenger(db, outboxMessenger(db));
  const applied = await migrate(db);
  const seeded = config.seed ? await seed(db) : [];
  log.info('database ready', { kind: db.kind, migrationsApplied: applied, seeded });

  const clock = createMarketClock(config.marketNow);
  const market = await openMarketData({ source: config.marketData, db, clock });
  log.info('market data', { source: market.source });
  // One micro-cache, shared with the jobs that change what it keeps.
  const responseCache = new ResponseCache({ ttlSeconds: config.responseCacheSeconds });
  // Secrets configured in the environment, else the installation's own, generated once and kept in
  // the database (server/security/installation-secrets.ts); a production start has checked they are set.
  const devRoots = await loadDevProviderRoots(db);
  // One Web Push sender for the app's requests and the notices job.
  const push = new WebPushSender({ db, allowLoopbackHttp: testHooksEnabled() });
  // The brands' brokers, shared by the app's requests and the resume job; the simulated one is reached
  // through this app (called only once the app below exists).
  const brokers = createBrokerDirectory({
    fetch: (request) => app.fetch(request),
    brokerRoot: devRoots.broker,
    now: () => market.now(),
    db,
  });
  const app = createApp({
    push,
    brokers,
    db,
    distDir: config.distDir,
    jwtSecret: await loadJwtSecret(db),
    devRoots,
    trustProxy: config.trustProxy,
    otpCodesPerClientHour: config.otpCodesPerClientHour,
    responseCache,
    market,
  });
  // The simulated broker's matcher and postbacks; in production a real broker does this work.
  const stopSimBroker = startSimBrokerJob({
    db,
    market,
    fetch: (request) => app.fetch(request),
    root: devRoots.broker,
  });
  // The simulated payment provider's pending settlements and signed webhooks (docs/payment-provider.md).
  const stopPaySim = startPaySimJob({ db, fetch: (request) => app.fetch(request), root: devRoots.paygate });
  // Automated baskets: on each rebalance date, the rules' proposal for the adviser (docs/studio.md).
  const stopAutomated = startAutomatedProposalJob({ db, market });
  // Scheduled blog posts going live (docs/blog-cms.md, "Scheduling").
  const stopScheduledPosts = startScheduledPostsJob({ db, cache: responseCache });
  // The AUM ledger: each adviser's assets under advice at each close, backfilled on the first run (docs/admin.md).
  const stopAumLedger = startAumLedgerJob({ db, market });
  // Advisers' client imports from a spreadsheet (docs/client-import.md).
  const stopClientImport = startClientImportJob({ db });
  // The outbox's e-mails and SMS: by SMTP and MSG91 when configured, else to the log (docs/messages.md).
  const stopMessages = startMessageOutboxJob({ db, transports: transportsFromEnv() });
  // Due SIP instalments and reached stop-losses: a push, else an e-mail (docs/messages.md).
  const stopInvestmentNotices = startInvestmentNoticesJob({ db, market, push });
  // Buys answer before their lines are placed: trades a stopped process left placing are resumed (decision 0286).
  const stopResumePlacements = startResumePlacementsJob({ db, market, brokers, push });
  // /healthz and /readyz for the proxy; every other request counted by the drain (docs/deploy.md).
  const state: ProcessState = { jobsRunning: true, draining: false };
  const drain = new RequestDrain();
  const fetch = withHealthChecks(drain.wrap(app.fetch), db, state);
  const server = serve({ fetch, port: config.port, hostname: config.host });
  server.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'EADDRINUSE')
      die(`port ${config.port} is already in use; set PORT to a free port (PORT=3001 npm start)`);
    die(err.message);
  });
  server.on('listening', () => {
    log.info('listening', { port: config.port, host: config.host });
    const lines = brands.map((b) => `  ${b.displayName.padEnd(24)} http://${b.hosts[0]}:${config.port}/`);
    const demo = `  ${'Partner demo (widget)'.padEnd(24)} ${demoUrl(config.port)}`;
    // The simulated brokers: one site per broker company (docs/brokers.md), reached through
    // "Connect a broker" (its sign-in needs the app's key and state), so their hosts, not links.
    const brokerSites = new Map<string, string>();
    for (const broker of brands.flatMap((b) => b.brokers)) {
      const host = brokerDevHost(broker.redirectHost);
      if (host && !brokerSites.has(host)) brokerSites.set(host, broker.name);
    }
    const sims = [...brokerSites].map(([host, name]) => `  ${`${name} (simulated)`.padEnd(24)} ${host}:${config.port}`);
    // The simulated checkout: its pages need an order (made by "Subscribe"), so its host, not a link.
    const payHosts = new Set(brands.flatMap((b) => b.paymentHosts).map((h) => brokerDevHost(h) ?? h));
    for (const host of payHosts) sims.push(`  ${`${PAYSIM_NAME} (simulated)`.padEnd(24)} ${host}:${config.port}`);
    process.stdout.write(`\nServing ${brands.length} brands:\n${lines.join('\n')}\n${demo}\n${sims.join('\n')}\n\n`);
    const started = performance.now();
    warmBasketFigures(db, market).then(
      (count) => log.info('basket figures ready', { count, ms: Math.round(performance.now() - started) }),
      (err: unknown) => log.warn('basket figures not warmed', { error: String(err) }),
    );
  });

  drainOnSignals({
    server,
    drain,
    state,
    stopJobs: [
      stopSimBroker,
      stopPaySim,
      stopAutomated,
      stopScheduledPosts,
      stopAumLedger,
      stopClientImport,
      stopMessages,
      stopInvestmentNotices,
      stopResumePlacements,
      // The placements this process's requests started in the background finish (another process's
      // resume job takes over one the drain's timeout cuts short).
      async () => {
        await drain.idle();
        await backgroundPlacementsSettled();
      },
    ],
    closeDatabase: () => db.close(),
    settings: drainAfter,
  });
}

main().catch((err: unknown) => die(err instanceof Error ? err.message : String(err)));
