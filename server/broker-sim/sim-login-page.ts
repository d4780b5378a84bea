import { createHash } from 'node:crypto';
import { Html, markup } from '../auth/html';

export interface SimLoginState {
  /** Where the form posts: the sign-in page's own path (Kite's /connect/login, Upstox's authorization dialog). */
  action: string;
  company: string;
  /** The app asking (the brand's name). */
  appName: string;
  apiKey: string;
  state: string;
  csrfToken: string;
  /** Where Cancel goes: the app's registered redirect URL saying so (Kite: status=cancelled; Upstox: error=access_denied). */
  cancelUrl: string;
  clientCode?: string;
  error?: string;
}

/**
 * The broker's own look (plain slate and teal, none of the brand's): the app that asked is named,
 * never styled. No script; one inline <style>, let in by its hash.
 */
export const SIM_LOGIN_CSS = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#f1f5f9;color:#0f172a}
header{background:#0f172a;color:#f8fafc;padding:14px 20px;font-weight:700;letter-spacing:.02em}
main{max-width:380px;margin:32px auto;padding:24px;background:#fff;border:1px solid #cbd5e1;border-radius:8px}
h1{font-size:1.25rem;margin:0 0 4px}
p{margin:0 0 16px;color:#334155}
label{display:block;font-weight:600;margin:12px 0 4px}
input{width:100%;padding:10px;font:inherit;border:1px solid #64748b;border-radius:6px}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #0d9488;outline-offset:2px}
button{margin-top:20px;width:100%;padding:11px;font:inherit;font-weight:700;color:#fff;background:#0f766e;border:0;border-radius:6px;cursor:pointer}
.error{color:#b91c1c;font-weight:600}
.cancel{display:block;margin-top:16px;text-align:center;color:#0f766e}
`;

export const simLoginStyleHash = `'sha256-${createHash('sha256').update(SIM_LOGIN_CSS, 'utf8').digest('base64')}'`;

export function simLoginCsp(redirectOrigin: string): string {
  return [
    "default-src 'none'",
    `style-src ${simLoginStyleHash}`,
    // Browsers check form-action on the redirect that follows the form, too: the app's registered origin.
    `form-action 'self' ${redirectOrigin}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function simLoginPage(s: SimLoginState) {
  return markup`<!doctype html>
<html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Sign in · ${s.company}</title><style>${new Html(SIM_LOGIN_CSS)}</style></head>
<body><header>${s.company}</header>
<main>
<h1>Sign in to ${s.company}</h1>
<p>${s.appName} asks to place orders and read your funds and holdings.</p>
${s.error ? markup`<p class="error" role="alert">${s.error}</p>` : ''}
<form method="post" action="${s.action}">
<input type="hidden" name="csrf" value="${s.csrfToken}">
<input type="hidden" name="api_key" value="${s.apiKey}">
<input type="hidden" name="state" value="${s.state}">
<label for="client_id">Client ID</label>
<input id="client_id" name="client_id" autocomplete="username" autocapitalize="characters" required maxlength="12" value="${s.clientCode ?? ''}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required minlength="6" maxlength="128">
<button type="submit">Sign in</button>
</form>
<a class="cancel" href="${s.cancelUrl}">Cancel and go back to ${s.appName}</a>
</main></body></html>`;
}
