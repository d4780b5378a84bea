import { KEY_HEADER } from '#contract/http/headers';
import { SITE_CLIENT_API } from '#contract/site/client-paths';
import type { SiteClientBody } from '#contract/web-widget/types';
import { READER_TOKEN_ATTRIBUTE, WIDGET_MESSAGES as M } from './messages';

/**
 * The partner's signed-in reader (docs/widget.md, "Signed-in readers"; decisions 0202, 0215). The
 * partner's server signs a short-lived assertion for its reader and puts it in the host element's
 * data-tl-site-client-token; the widget trades it once for a site-client key (site-client/login/),
 * keeps that key in this closure only (never storage, never the page), sends it as KEY on its reads,
 * and ends the session (site-client/logout/) when the attribute goes, changes, or the key runs out.
 */

/** Ends the session this long before the server would, so no read leaves with a key about to expire. */
export const EXPIRY_MARGIN_MS = 10_000;
/** The same allowance for clocks as the server's: a token that expired this recently is still sent. */
const CLOCK_SKEW_MS = 30_000;

export interface SiteClientDeps {
  host: Pick<HTMLElement, 'getAttribute'> & Node;
  /** The widget's request client. */
  post: <T>(path: string, body: unknown, options?: { headers?: Record<string, string> }) => Promise<T>;
  /** A reader signed in (true) or the widget is a visitor again (false): what it shows must be read again. */
  onChange: (signedIn: boolean) => void;
  warn?: (message: string) => void;
  now?: () => number;
}

export interface SiteClient {
  /** The key for KEY on the widget's reads while it lasts; null for a visitor. */
  key(): string | null;
  /** Signs in when the attribute holds a token (resolves once that has settled), then watches it. */
  start(): Promise<void>;
  /** The server answered that the key has ended: a visitor again. */
  end(): void;
  /** Stops watching and ends the session. */
  destroy(): void;
}

/** Why a token is not worth sending (not a compact JWT, or clearly expired), or null. */
export function tokenProblem(token: string, nowMs: number): string | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((p) => /^[\w-]+$/.test(p))) return M.tokenMalformed;
  let exp: unknown;
  try {
    exp = (JSON.parse(atob(parts[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown }).exp;
  } catch {
    return M.tokenMalformed;
  }
  if (typeof exp !== 'number') return M.tokenMalformed;
  return exp * 1000 + CLOCK_SKEW_MS <= nowMs ? M.tokenExpired : null;
}

export function createSiteClient({
  host,
  post,
  onChange,
  warn = (message) => console.warn(message),
  now = Date.now,
}: SiteClientDeps): SiteClient {
  let session: { key: string; until: number } | null = null;
  /** The attribute's value last acted on. */
  let token: string | null = null;
  /** Bumped by every change: a sign-in that answers after a newer change is dropped. */
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let observer: MutationObserver | undefined;

  const logout = (key: string) => {
    post(SITE_CLIENT_API.logout, {}, { headers: { [KEY_HEADER]: key } }).catch(() => undefined);
  };

  function signOut() {
    attempt++;
    clearTimeout(timer);
    const ended = session;
    session = null;
    if (!ended) return;
    logout(ended.key);
    onChange(false);
  }

  async function signIn(value: string) {
    const problem = tokenProblem(value, now());
    if (problem) {
      signOut();
      return warn(M.readerRefused(problem));
    }
    const mine = ++attempt;
    let body: SiteClientBody;
    try {
      body = await post<SiteClientBody>(SITE_CLIENT_API.login, { assertion: value });
    } catch (error) {
      if (mine !== attempt) return;
      signOut();
      return warn(M.readerRefused(error instanceof Error ? error.message : String(error)));
    }
    if (mine !== attempt) return logout(body.key);
    const previous = session;
    const lifetime = Math.max(0, body.expires_in * 1000 - EXPIRY_MARGIN_MS);
    session = { key: body.key, until: now() + lifetime };
    clearTimeout(timer);
    timer = setTimeout(signOut, lifetime);
    if (previous) logout(previous.key);
    onChange(true);
  }

  function apply(): Promise<void> {
    const value = host.getAttribute(READER_TOKEN_ATTRIBUTE)?.trim() || null;
    if (value === token) return Promise.resolve();
    token = value;
    if (value) return signIn(value);
    signOut();
    return Promise.resolve();
  }

  return {
    key() {
      if (!session) return null;
      // A timer can fire late in a background tab: the deadline itself decides.
      if (now() < session.until) return session.key;
      clearTimeout(timer);
      timer = setTimeout(signOut);
      return null;
    },
    start() {
      observer = new MutationObserver(() => void apply());
      observer.observe(host, { attributes: true, attributeFilter: [READER_TOKEN_ATTRIBUTE] });
      return apply();
    },
    end: signOut,
    destroy() {
      observer?.disconnect();
      // Forgotten too, so that starting again (a remount) signs the same reader in again.
      token = null;
      signOut();
    },
  };
}
