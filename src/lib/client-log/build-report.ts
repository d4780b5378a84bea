import { CLIENT_LOG_LIMITS as L, type ClientErrorKind, type ClientErrorReport } from '#contract/client-log/rules';
import { clip, redact, redactPath } from '#contract/client-log/redact';

/** What a page saw go wrong, before it becomes a report. */
export interface Seen {
  kind: ClientErrorKind;
  error: unknown;
  /** ErrorEvent's filename:line:column, when the browser gave them. */
  source?: string;
  /** The page's path when the error was seen (a report built later keeps it); else the path at build time. */
  page?: string;
}

const messageOf = (error: unknown): string => {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
};

const bytes = (text: string) => new TextEncoder().encode(text).length;

/**
 * A report with no personal data (contract/client-log/redact.ts): the page's path only, addresses
 * without query or fragment, emails, long digit runs and tokens replaced; every field clipped to
 * its limit and the stack shortened until the JSON body fits CLIENT_LOG_LIMITS.bodyBytes.
 */
export function buildReport({ kind, error, source = '' }: Seen, pathname: string, build: string): ClientErrorReport {
  const report: ClientErrorReport = {
    kind,
    message: clip(redact(messageOf(error)), L.messageMax),
    page: clip(redactPath(pathname), L.pageMax),
    source: clip(redactPath(source), L.sourceMax),
    stack: clip(redact(error instanceof Error ? (error.stack ?? '') : ''), L.stackMax),
    build: clip(build, 40),
  };
  while (bytes(JSON.stringify(report)) > L.bodyBytes - 256 && report.stack !== '') {
    report.stack = report.stack.slice(0, Math.floor(report.stack.length / 2));
  }
  return report;
}

/** What makes two reports the same one (only the first is sent). */
export const reportKey = (r: ClientErrorReport) => [r.kind, r.message, r.source].join('\n');
