import type { Database } from '../db/database';
import { log } from '../log';

/**
 * Runs `work` every `intervalMs` in this process, never two rounds at once (a round still running
 * skips the tick). A failing round is logged and the next tick tries again. The timer does not keep
 * the process alive. Answers a stop function that waits for the round in progress (server/main.ts
 * calls it on shutdown). Several processes share such work through row locks (SKIP LOCKED), never
 * through this timer.
 */
export function runEvery(name: string, intervalMs: number, work: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  const round = async () => {
    try {
      await work();
    } catch (e) {
      log.warn(`${name} round failed`, { error: e instanceof Error ? e.message : String(e) });
    }
  };
  const timer = setInterval(() => {
    if (running) return;
    running = round().finally(() => {
      running = null;
    });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

/** What a background job is started with: the database and, in tests, an interval of its own. */
export interface JobOptions {
  db: Database;
  intervalMs?: number;
}

/** A job's interval: the one it was given, else the environment's `envName` (milliseconds), else `fallbackMs`. */
export const jobInterval = ({ intervalMs }: { intervalMs?: number }, envName: string, fallbackMs: number) =>
  intervalMs ?? (Number(process.env[envName]) || fallbackMs);
