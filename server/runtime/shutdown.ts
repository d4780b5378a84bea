import { Server as NetServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { ConfigError } from '../config';
import { log } from '../log';
import type { RequestDrain } from './drain';
import type { ProcessState } from './health';

/** The listening server (node:http's, a net.Server). */
type Listener = NetServer & { closeIdleConnections?: () => void };

/** How often, once no request is in flight, connections left idle are closed. */
const IDLE_SWEEP_MS = 200;

export interface DrainSettings {
  /** DRAIN_DELAY_MS: how long /readyz says "draining" before the listener closes, so the proxy sees it first. */
  delayMs: number;
  /** DRAIN_TIMEOUT_MS: the bound; a drain still going then exits 1. */
  timeoutMs: number;
}

const MAX_DRAIN_MS = 120_000;

/** The drain's settings from the environment; a bad value stops start-up with one clear line. */
export function drainSettings(env: NodeJS.ProcessEnv = process.env): DrainSettings {
  const read = (name: string, fallback: number) => {
    const value = Number(env[name] || fallback);
    if (!Number.isInteger(value) || value < 0 || value > MAX_DRAIN_MS) {
      throw new ConfigError(
        `${name} must be a whole number of milliseconds, 0 to ${MAX_DRAIN_MS} (got "${env[name]}")`,
      );
    }
    return value;
  };
  return { delayMs: read('DRAIN_DELAY_MS', 0), timeoutMs: read('DRAIN_TIMEOUT_MS', 10_000) };
}

export interface Shutdown {
  server: Listener;
  drain: RequestDrain;
  state: ProcessState;
  /** Each job's stop function: it waits for the round in progress. */
  stopJobs: (() => Promise<void>)[];
  closeDatabase: () => Promise<void>;
  settings: DrainSettings;
  exit?: (code: number) => void;
}

/**
 * The drain on SIGTERM or SIGINT (docs/deploy.md, "Draining"): /readyz answers 503 at once; after
 * DRAIN_DELAY_MS the listener closes, event streams end with a retry hint and answers close their
 * connection; the requests in flight and each job's round in progress finish; the database closes
 * and the process exits 0, or 1 when DRAIN_TIMEOUT_MS passes first.
 */
export async function drainAndExit(signal: string, shutdown: Shutdown): Promise<void> {
  const { server, drain, state, stopJobs, closeDatabase, settings, exit = (code) => process.exit(code) } = shutdown;
  if (state.draining) return;
  state.draining = true;
  log.info('shutting down', { signal, ...settings });
  const force = setTimeout(() => {
    log.warn('drain timed out', { inFlight: drain.inFlight });
    exit(1);
  }, settings.timeoutMs);
  force.unref();
  if (settings.delayMs) await sleep(settings.delayMs);
  // Stop listening. (node:http's own close() would also drop the connections whose request is not
  // read yet, answering their clients with a reset: net.Server's leaves them to finish.)
  const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
  drain.start();
  const jobs = Promise.all(stopJobs.map((stop) => stop()));
  state.jobsRunning = false;
  await drain.idle();
  // Connections left open (kept alive, or accepted last) are closed as soon as they are idle; the
  // listener's close callback runs when none is left.
  const sweep = setInterval(() => server.closeIdleConnections?.(), IDLE_SWEEP_MS);
  await Promise.all([closed, jobs]);
  clearInterval(sweep);
  await closeDatabase();
  clearTimeout(force);
  log.info('stopped');
  exit(0);
}

/** Calls drainAndExit on SIGTERM and SIGINT (Ctrl-C). */
export function drainOnSignals(shutdown: Shutdown): void {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      drainAndExit(signal, shutdown).catch((err: unknown) => {
        log.error('drain failed', { error: err instanceof Error ? err.message : String(err) });
        (shutdown.exit ?? process.exit)(1);
      });
    });
  }
}
