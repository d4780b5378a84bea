import type { Seen } from './build-report';
import type { Reporter } from './reporter';

/** What the error listeners and the router's error boundary report to. */
export type ErrorSink = Pick<Reporter, 'report'>;

export interface DeferredReporterOptions {
  /** Loads the reporter (redaction, limits, sending): called on the first report, again only after a failed load. */
  load: () => Promise<ErrorSink>;
  pathname: () => string;
  /** Errors that are no bug (an API answer an error screen explains): never reported, and load nothing. */
  ignore?: (error: unknown) => boolean;
}

/**
 * Errors seen while the reporter loads, kept for it. Loading takes a moment; a page throwing in a
 * loop meanwhile cannot grow this without end, and only five reports a page load are sent anyway
 * (CLIENT_LOG_LIMITS.perPageLoad, kept by the reporter).
 */
export const QUEUE_MAX = 50;

/**
 * The error reporter as every page starts with it (docs/client-errors.md): nothing but a queue.
 * The first error worth reporting imports the reporter; what arrives until it is there is handed
 * over in order, each with the page's path when it was seen. Nothing here can throw.
 */
export function deferredReporter({ load, pathname, ignore = () => false }: DeferredReporterOptions): ErrorSink {
  let reporter: ErrorSink | null = null;
  let queue: Seen[] = [];
  let loading = false;

  const start = () => {
    loading = true;
    load().then(
      (loaded) => {
        reporter = loaded;
        const waiting = queue;
        queue = [];
        waiting.forEach((seen) => loaded.report(seen));
      },
      () => {
        // The reporter could not be loaded (offline, a build replaced): these reports are lost, and
        // the next error tries again.
        queue = [];
        loading = false;
      },
    );
  };

  return {
    report(seen) {
      try {
        if (ignore(seen.error)) return;
        const stamped = { ...seen, page: seen.page ?? pathname() };
        if (reporter) return reporter.report(stamped);
        if (queue.length < QUEUE_MAX) queue.push(stamped);
        if (!loading) start();
      } catch {
        // Reporting must never raise an error.
      }
    },
  };
}
