import { createHash } from 'node:crypto';
import { Html, markup } from '../auth/html';
import { PAYSIM_NAME } from './paysim-hosts';
import type { PaymentStatus } from './paysim-orders';

/**
 * The checkout's own look (ink and indigo, none of the brand's): the merchant is named, never styled.
 * No script; one inline <style>, let in by its hash. Buttons stack at any width (320 px and up).
 */
export const PAYSIM_CSS = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#eef2ff;color:#1e1b4b}
header{background:#1e1b4b;color:#fff;padding:14px 20px;font-weight:700;letter-spacing:.02em}
main{max-width:420px;margin:24px auto;padding:20px;background:#fff;border:1px solid #c7d2fe;border-radius:10px}
h1{font-size:1.25rem;margin:0 0 12px}
dl{margin:0 0 16px;display:grid;grid-template-columns:auto 1fr;gap:6px 12px}
dt{color:#4338ca;font-weight:600}
dd{margin:0;overflow-wrap:anywhere}
.amount{font-size:1.5rem;font-weight:700}
p{margin:0 0 12px}
form{display:grid;gap:10px}
fieldset{border:1px solid #c7d2fe;border-radius:8px;padding:10px;margin:6px 0 0;display:grid;gap:10px}
legend{padding:0 4px;font-weight:600}
button,a.back{display:block;width:100%;padding:11px;font:inherit;font-weight:700;text-align:center;border-radius:6px;cursor:pointer;text-decoration:none}
button{color:#fff;background:#4338ca;border:0}
button.secondary{color:#1e1b4b;background:#fff;border:2px solid #4338ca}
button.danger{color:#fff;background:#b91c1c}
a.back{color:#fff;background:#4338ca}
button:focus-visible,a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.error{color:#b91c1c;font-weight:600}
.note{color:#475569;font-size:.875rem;margin-top:16px}
`;

const styleHash = `'sha256-${createHash('sha256').update(PAYSIM_CSS, 'utf8').digest('base64')}'`;

/** Browsers check form-action on the redirect that follows the form, too: the merchant's callback origin. */
export function paySimCsp(callbackOrigin: string | null): string {
  return [
    "default-src 'none'",
    `style-src ${styleHash}`,
    callbackOrigin ? `form-action 'self' ${callbackOrigin}` : "form-action 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });
export const formatPaise = (paise: number) => rupees.format(paise / 100);

const layout = (title: string, body: Html) =>
  markup`<!doctype html>
<html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${title} · ${PAYSIM_NAME}</title><style>${new Html(PAYSIM_CSS)}</style></head>
<body><header>${PAYSIM_NAME}</header>
<main>${body}
<p class="note">A demonstration checkout: no money moves.</p>
</main></body></html>`;

export interface CheckoutPageState {
  /** Where the choice is posted: /pay/<order id>, or a payment link's /l/<link id>. */
  action: string;
  /** A payment link's page offers paying or failing only: its bank answers at once. */
  payOrFail?: boolean;
  merchant: string;
  description: string;
  amountPaise: number;
  csrfToken: string;
  error?: string;
}

export const summary = (s: { merchant: string; description: string; amountPaise: number }) => markup`<dl>
<dt>Pay to</dt><dd>${s.merchant}</dd>
<dt>For</dt><dd>${s.description}</dd>
<dt>Amount</dt><dd><span class="amount">${formatPaise(s.amountPaise)}</span><br>GST included</dd>
</dl>`;

export function checkoutPage(s: CheckoutPageState) {
  return layout(
    `Pay ${s.merchant}`,
    markup`<h1>Pay ${s.merchant}</h1>
${summary(s)}
${s.error ? markup`<p class="error" role="alert">${s.error}</p>` : ''}
<form method="post" action="${s.action}">
<input type="hidden" name="csrf" value="${s.csrfToken}">
<button type="submit" name="outcome" value="success">Pay ${formatPaise(s.amountPaise)}</button>
<button type="submit" name="outcome" value="failure" class="danger">Fail</button>
${s.payOrFail ? '' : pendingChoices}
</form>`,
  );
}

const pendingChoices = markup`<fieldset><legend>Leave pending: the bank answers later</legend>
<button type="submit" name="outcome" value="pending-success" class="secondary">Leave pending (will succeed)</button>
<button type="submit" name="outcome" value="pending-failure" class="secondary">Leave pending (will fail)</button>
</fieldset>`;

const DONE: Record<PaymentStatus, { title: string; text: string }> = {
  captured: { title: 'Payment successful', text: 'This order is paid.' },
  failed: { title: 'Payment failed', text: 'This payment failed. Start again from the merchant to retry.' },
  pending: { title: 'Payment pending', text: 'The bank has not answered yet; the merchant will be told.' },
};

/** An order that already has its payment: what happened, and the way back to the merchant. */
export function donePage(s: {
  merchant: string;
  description: string;
  amountPaise: number;
  status: PaymentStatus;
  returnUrl: string;
}) {
  const done = DONE[s.status];
  return layout(
    done.title,
    markup`<h1>${done.title}</h1>
${summary(s)}
<p role="status">${done.text}</p>
<a class="back" href="${s.returnUrl}">Return to ${s.merchant}</a>`,
  );
}

/** A payment link that takes no payment: paid (with the way back to the merchant) or expired. */
export function linkClosedPage(s: { merchant: string; description: string; amountPaise: number; returnUrl?: string }) {
  const title = s.returnUrl ? 'Payment successful' : 'Payment link expired';
  return layout(
    title,
    markup`<h1>${title}</h1>
${summary(s)}
<p role="status">${s.returnUrl ? 'This link is paid.' : 'This link can no longer be paid. Ask the merchant for another.'}</p>
${s.returnUrl ? markup`<a class="back" href="${s.returnUrl}">Return to ${s.merchant}</a>` : ''}`,
  );
}

export const notFoundPage = () =>
  layout('No such payment', markup`<h1>No such payment</h1><p>This checkout link is not valid.</p>`);
