import { CLIENT_LOG_LIMITS, type ClientErrorReport } from '#contract/client-log/rules';
import { buildReport, reportKey, type Seen } from './build-report';

export interface ReporterOptions {
  /** Sends one report; a rejection or any throw is swallowed. Answers false to stop sending (a 429). */
  send: (report: ClientErrorReport) => Promise<boolean>;
  pathname: () => string;
  build: string;
  /** Reports per page load (CLIENT_LOG_LIMITS.perPageLoad). */
  max?: number;
  /** Errors that are no bug (an API answer an error screen explains): never reported. */
  ignore?: (error: unknown) => boolean;
}

export interface Reporter {
  report(seen: Seen): void;
  /** Reports sent so far on this page load. */
  readonly sent: number;
}

/**
 * The app's error reporter (docs/client-errors.md): each distinct error once, at most `max` per
 * page load, never while another report is being built (an error inside reporting cannot loop),
 * and nothing more after the server says 429. Whatever fails here fails silently.
 */
export function createReporter({
  send,
  pathname,
  build,
  max = CLIENT_LOG_LIMITS.perPageLoad,
  ignore = () => false,
}: ReporterOptions): Reporter {
  const seenKeys = new Set<string>();
  let sent = 0;
  let busy = false;
  let stopped = false;
  return {
    get sent() {
      return sent;
    },
    report(seen) {
      if (busy || stopped || sent >= max) return;
      busy = true;
      try {
        if (ignore(seen.error)) return;
        const report = buildReport(seen, seen.page ?? pathname(), build);
        const key = reportKey(report);
        if (seenKeys.has(key)) return;
        seenKeys.add(key);
        sent++;
        send(report).then(
          (goOn) => {
            if (!goOn) stopped = true;
          },
          () => undefined,
        );
      } catch {
        // A report that cannot be built or sent is dropped: reporting must never raise an error.
      } finally {
        busy = false;
      }
    },
  };
}
