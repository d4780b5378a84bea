import type { FetchContext } from 'ofetch';
import type { BrandConfig } from '../../lib/brand';
import type { ApiClient } from '../../lib/http/api-client';
import { createApiClient } from '../../lib/http/ofetch-client';
import { ApiError } from '../../lib/http/api-error';
import { answerOf, STATUS_RULES } from '../../lib/http/status-rules';
import { HEAD_STATUS } from '#contract/http/envelope';

/**
 * An answer the browser's status rules would act on (a session that expired, a screener, a
 * redirect, a 403) is not rendered on the server: the call fails, the page goes out as the shell,
 * and the app meets the same answer in the browser, where the rules live (decision 0070). That holds
 * for a call whose failure a loader lets pass (a prefetch) too: `onStatusRule` tells the render, since
 * the browser meets the answer again before it hydrates, and what its rule opens or ends (the
 * screener dialog, the session) would differ from the server's HTML (decision 0240).
 */
function refuseUnlessOk(ctx: FetchContext, onStatusRule: () => void): void {
  const answer = answerOf(ctx);
  const ok = ctx.response?.ok === true && String(answer.headStatus) === String(HEAD_STATUS.ok);
  if (!ok) {
    if (STATUS_RULES.some((rule) => rule.matches(answer))) onStatusRule();
    const message =
      answer.message ?? `The API answered ${answer.httpStatus}, head.status ${String(answer.headStatus)}.`;
    throw new ApiError(message, answer.httpStatus, answer.headStatus, false, answer.body);
  }
}

/**
 * The request client of a server render: the same client as the browser's, asking this server's
 * API in-process (`api`) as the reader: the KEY and CSRF headers come from the page request's cookies.
 * `onStatusRule` is called for every answer a browser status rule would act on.
 */
export function createServerApi({
  brand,
  pageUrl,
  cookie,
  api,
  onStatusRule,
}: {
  brand: BrandConfig;
  pageUrl: string;
  cookie: string;
  api: (request: Request) => Promise<Response>;
  onStatusRule: () => void;
}): ApiClient {
  const refuse = (ctx: FetchContext) => refuseUnlessOk(ctx, onStatusRule);
  return createApiClient({
    brand,
    origin: new URL(pageUrl).origin,
    cookies: cookie,
    fetch: (input, init) => api(new Request(input, init)),
    hooks: { onResponse: refuse, onResponseError: refuse },
  });
}
