/**
 * What every payload file shares (server/db/seed/xss-payloads.ts assembles the table). Every payload
 * that could run script tries to set `window.__xss` (or `parent.__xss` from inside a frame) to 1, so
 * a test installs `window.__xss = 0` and checks it is still 0 after the page has rendered them.
 */
export interface XssPayload {
  name: string;
  html: string;
  /** Leaves a tag, comment or quote open on purpose: it swallows whatever follows it. */
  endsOpen?: true;
}

export const XSS_CANARY = '__xss';

export const JS = 'window.__xss=1';
export const FRAME_JS = 'parent.__xss=1';
/** An image every brand host serves (a 404 would be a console error that says nothing about script). */
export const REAL_IMAGE = '/favicon.svg';

export const b64 = (text: string) => btoa(text);
export const entities = (text: string, hex: boolean) =>
  [...text].map((c) => (hex ? `&#x${c.charCodeAt(0).toString(16)};` : `&#${c.charCodeAt(0)};`)).join('');
