import { createReporter, type Reporter } from './reporter';
import { reportSender } from './send-report';

/**
 * The reporter of a page in the browser, sending to the brand's logger call: loaded on the first
 * error only (main.tsx, through deferredReporter), with redaction and limits.
 */
export const browserReporter = (segment: string, build: string): Reporter =>
  createReporter({ send: reportSender(segment), pathname: () => window.location.pathname, build });
