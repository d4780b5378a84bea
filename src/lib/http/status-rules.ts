import type { FetchContext } from 'ofetch';
import { ApiError, ScreenerError } from './api-error';
import { isPreloadCall } from './api-client';
import type { AppStore } from '../app-store';
import { screenerBodyAtom, screenerDialogAtom } from '../../components/ui/screener-atom';
import { showSnackbar } from '../../components/ui/snackbar-atom';
import { brokerSignInAgainAtom, type LoginType } from '../session/session-atoms';
import type { BrandConfig } from '../brand';
import { openLoginPrompt } from '../session/prompts';
import { allowedRedirect } from '../session/redirect-allow-list';
import { HEAD_STATUS, SCREENER_STATUSES } from '#contract/http/envelope';
import { SESSION_MESSAGES as M } from '#contract/auth/session-messages';

/** What the rules act on: one answer of the API. */
export interface Answer {
  method: string;
  url: string;
  httpStatus: number;
  /** The envelope's head.status, when the answer was an envelope. */
  headStatus: string | number | undefined;
  message: string | undefined;
  body: unknown;
}

/** What the rules may touch: the app store and a few browser functions, injected so tests need no React. */
export interface StatusRuleEnv {
  store: AppStore;
  brand: Pick<BrandConfig, 'loginType' | 'paymentHosts' | 'brokers'>;
  /** This page's origin, e.g. 'http://starfolio.localhost:3000'. */
  origin: () => string;
  /** Sends the browser to a URL (window.location.assign). */
  assign: (url: string) => void;
  /** Logs the user out on this device: clearUserData() with the app's query client. */
  clearUserData: () => void;
  /** The session expired: delete what only its reader may see (endSession); the login prompt follows. */
  endSession?: () => void;
  /** Opens the login prompt; by default openLoginPrompt (stores the next path first). */
  openLogin?: (type: LoginType) => void;
  warn?: (message: string, detail: unknown) => void;
}

export interface StatusRule {
  /** As the spec says it (docs/session.md lists the same table). */
  when: string;
  matches: (a: Answer) => boolean;
  /** The error the call rejects with: a rule that matches always rejects the call. */
  error: (a: Answer, env: StatusRuleEnv) => ApiError;
  /**
   * What the user is shown or what happens to the session (a dialog, a snackbar, a logout, a
   * redirect): only for a call the user's own navigation or action made, never for a preload.
   */
  act: (a: Answer, env: StatusRuleEnv) => void;
}

const handled = (a: Answer, message: string) => new ApiError(message, a.httpStatus, a.headStatus, true, a.body);
const isHead = (a: Answer, status: number | string) =>
  a.headStatus !== undefined && String(a.headStatus) === String(status);
/** The connected broker a '110' names (contract/trading/types.ts BrokerSessionEndedBody), if any. */
const endedBroker = (body: unknown) => {
  const id = (body as { broker_id?: unknown } | null)?.broker_id;
  return typeof id === 'string' && id !== '' ? id : undefined;
};
const redirectUrl = (body: unknown) => (body as { redirect_url?: unknown } | null)?.redirect_url;
const redirectTarget = (a: Answer, env: StatusRuleEnv) => allowedRedirect(redirectUrl(a.body), env.origin(), env.brand);

function sessionExpired(env: StatusRuleEnv, type: LoginType) {
  env.endSession?.();
  showSnackbar(env.store, M.sessionTimedOut, 'error');
  (env.openLogin ?? ((t: LoginType) => openLoginPrompt(env.store, env.brand, t)))(type);
}

/**
 * The one table of status rules (docs/session.md, "One request client, one table of rules"). The first rule that
 * matches acts; none matching passes.
 */
export const STATUS_RULES: readonly StatusRule[] = [
  {
    when: "head.status '100' (session expired)",
    matches: (a) => a.httpStatus < 400 && isHead(a, HEAD_STATUS.sessionExpired),
    error: (a) => handled(a, M.sessionTimedOut),
    act: (_a, env) => sessionExpired(env, env.brand.loginType),
  },
  {
    when: "head.status '110' (broker session expired)",
    matches: (a) => a.httpStatus < 400 && isHead(a, HEAD_STATUS.brokerSessionExpired),
    error: (a) => handled(a, M.sessionTimedOut),
    act: (a, env) => {
      const brokerId = endedBroker(a.body);
      if (brokerId === undefined) return sessionExpired(env, 'broker');
      // Decision 0130: a trading call's '110' names the connected broker whose session ended (06:00 IST).
      // The user's own session is fine: it stays, and that broker's sign-in is offered again.
      showSnackbar(env.store, M.sessionTimedOut, 'error');
      env.store.set(brokerSignInAgainAtom, brokerId);
    },
  },
  {
    when: 'HTTP 403',
    matches: (a) => a.httpStatus === 403,
    error: (a) => handled(a, M.sessionTimedOut),
    act: (_a, env) => {
      showSnackbar(env.store, M.sessionTimedOut, 'error');
      env.clearUserData();
    },
  },
  {
    when: 'head.status 6 with body.redirect_url',
    matches: (a) => a.httpStatus < 400 && isHead(a, HEAD_STATUS.redirect) && typeof redirectUrl(a.body) === 'string',
    error: (a, env) => handled(a, redirectTarget(a, env) ? M.redirecting : M.redirectBlocked),
    act: (a, env) => {
      const target = redirectTarget(a, env);
      if (target) return env.assign(target.href);
      (env.warn ?? console.warn)('Refused a redirect to a host that is not allowed:', redirectUrl(a.body));
      showSnackbar(env.store, M.redirectBlocked, 'error');
    },
  },
  {
    when: 'head.status 4, 7 or 10 on a GET (subscriber-only screener)',
    matches: (a) => a.method === 'GET' && a.httpStatus < 400 && SCREENER_STATUSES.some((s) => isHead(a, s)),
    error: (a) => new ScreenerError(a.message ?? M.screenerTitle, a.httpStatus, a.headStatus, true, a.body),
    act: (a, env) => {
      env.store.set(screenerBodyAtom, a.body);
      env.store.set(screenerDialogAtom, true);
    },
  },
];

/**
 * The error the call rejects with, or undefined when the answer passes through. The matching rule
 * acts at once, unless the call was made for a preload (`deferred`): then the error only holds the
 * rule's act, which the screen that shows the error runs (ApiError.runDeferredRule), so nothing
 * happens for a page the user has not opened.
 */
export function applyStatusRules(
  answer: Answer,
  env: StatusRuleEnv,
  rules = STATUS_RULES,
  { deferred = false }: { deferred?: boolean } = {},
): ApiError | undefined {
  const rule = rules.find((r) => r.matches(answer));
  if (!rule) return undefined;
  const error = rule.error(answer, env);
  if (deferred) error.deferRule(() => rule.act(answer, env));
  else rule.act(answer, env);
  return error;
}

/** Reads an ofetch context as an Answer. */
export function answerOf(ctx: FetchContext): Answer {
  const data = ctx.response?._data as { head?: { status?: unknown; message?: unknown }; body?: unknown } | undefined;
  const head = data && typeof data === 'object' ? data.head : undefined;
  const status = head?.status;
  return {
    method: (ctx.options.method ?? 'GET').toUpperCase(),
    url: typeof ctx.request === 'string' ? ctx.request : ctx.request.url,
    httpStatus: ctx.response?.status ?? 0,
    headStatus: typeof status === 'string' || typeof status === 'number' ? status : undefined,
    message: typeof head?.message === 'string' ? head.message : undefined,
    body: data && typeof data === 'object' ? data.body : undefined,
  };
}

/**
 * The ofetch hooks for createApiClient: onResponse applies the rules to answers that arrived (2xx),
 * onResponseError to HTTP errors. A rule's error is thrown, so the call rejects with it; a preload's
 * call (RequestOptions.preload) defers the rule's act to the screen that shows the error.
 */
export function createStatusHooks(env: StatusRuleEnv) {
  const check = (ctx: FetchContext) => {
    const error = applyStatusRules(answerOf(ctx), env, STATUS_RULES, { deferred: isPreloadCall(ctx) });
    if (error) throw error;
  };
  return {
    onResponse: (ctx: FetchContext) => {
      if (ctx.response?.ok) check(ctx);
    },
    onResponseError: (ctx: FetchContext) => check(ctx),
  };
}
