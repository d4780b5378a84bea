import { jobInterval, runEvery, type JobOptions } from '../jobs/run-every';
import { runImportRound } from './import-runner';

/**
 * The client imports' runner every `intervalMs` (CLIENT_IMPORT_JOB_MS, 1 s by default): queued jobs,
 * and jobs whose runner stopped mid-file (lease expired), are taken with FOR UPDATE SKIP LOCKED, so
 * several processes share the work. Answers a stop function (server/main.ts calls it on shutdown).
 */
export function startClientImportJob(job: JobOptions): () => Promise<void> {
  const { db } = job;
  return runEvery('client import', jobInterval(job, 'CLIENT_IMPORT_JOB_MS', 1000), async () => {
    await runImportRound(db);
  });
}
