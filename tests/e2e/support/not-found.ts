/**
 * A path that is no screen answers 404 (contract/site/app-routes.ts), and Chromium reports the document's
 * own 404 as a console error. Call after the test's steps: it drops exactly those reports, so any
 * other console error still fails the test.
 */
const DOCUMENT_404 = /^Failed to load resource: the server responded with a status of 404 \(Not Found\)$/;

export function dropDocument404s(consoleErrors: string[]) {
  const others = consoleErrors.filter((e) => !DOCUMENT_404.test(e));
  consoleErrors.splice(0, consoleErrors.length, ...others);
}
