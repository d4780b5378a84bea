import type { ClientErrorReport } from '#contract/client-log/rules';
import { API, apiPath } from '#contract/http/api-paths';
import { CSRF_COOKIE, CSRF_HEADER } from '#contract/http/headers';
import { readCookie } from '../cookies';

/**
 * Posts a report with the browser's fetch, past the app's request layer: no status rule, snackbar
 * or retry acts on it, and its failure is nobody's concern. `keepalive` lets it leave as a page
 * unloads. Answers false when the server says 429 (stop sending on this page load).
 */
export const reportSender =
  (segment: string) =>
  async (report: ClientErrorReport): Promise<boolean> => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    const csrf = readCookie(CSRF_COOKIE);
    if (csrf) headers[CSRF_HEADER] = csrf;
    const res = await fetch(apiPath(segment, API.logger.report), {
      method: 'POST',
      headers,
      body: JSON.stringify(report),
      credentials: 'same-origin',
      keepalive: true,
    });
    return res.status !== 429;
  };
