import type { ImportJobBody } from '#contract/client-import/types';

/** A job's status as the screens say it. */
export function statusText(job: ImportJobBody): string {
  if (job.status === 'queued') return 'Waiting to start';
  if (job.status === 'processing') {
    return job.total === null
      ? 'Reading the file…'
      : `Processing: ${job.processed.toLocaleString('en-IN')} of ${job.total.toLocaleString('en-IN')} rows`;
  }
  if (job.status === 'failed') return `Failed: ${job.failure ?? 'the file could not be read'}`;
  return `Done: ${job.imported.toLocaleString('en-IN')} imported, ${job.alreadyImported.toLocaleString('en-IN')} already there, ${job.refused.toLocaleString('en-IN')} refused`;
}
