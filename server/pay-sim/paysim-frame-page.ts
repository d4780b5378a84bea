import { createHash } from 'node:crypto';
import { Html, markup } from '../auth/html';
import { PAYSIM_NAME } from './paysim-hosts';
import { PAYSIM_CSS, formatPaise, summary } from './paysim-page';
import type { PaySimOrder } from './paysim-orders';

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;
const sha256 = (css: string) => `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;

/** The frame's look: the checkout's own, with the merchant's theme.color as its header's stripe. */
export function frameCss(colour: string | undefined) {
  const accent = colour && HEX_COLOUR.test(colour) ? colour : '#4338ca';
  return `${PAYSIM_CSS}header{border-bottom:6px solid ${accent}}.actions{display:grid;gap:10px;margin-top:10px}`;
}

/**
 * The frame's CSP: its own script and calls, its one style by hash, framed only by the merchant's site
 * (the origin of the order's callback URL).
 */
export function frameCsp(css: string, merchantOrigin: string | null) {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "connect-src 'self'",
    `style-src ${sha256(css)}`,
    "form-action 'none'",
    "base-uri 'none'",
    `frame-ancestors ${merchantOrigin ?? "'none'"}`,
  ].join('; ');
}

interface FramePageState {
  order: PaySimOrder;
  css: string;
  prefill: { name?: string; email?: string; contact?: string };
  /** Set when the order already has its payment: what became of it. */
  done?: string;
}

/**
 * The checkout inside Checkout.js's frame: what is paid for, who pays (Standard Checkout's prefill), and
 * the payer's choices as on the hosted page; frame.js posts them. Close (or Escape) goes back to the
 * merchant's page without paying.
 */
export function framePage({ order, css, prefill, done }: FramePageState) {
  const payer = [prefill.name, prefill.email, prefill.contact].filter(Boolean).join(' · ');
  const s = { merchant: order.merchant_name, description: order.description, amountPaise: order.amount };
  return markup`<!doctype html>
<html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Pay ${order.merchant_name} · ${PAYSIM_NAME}</title><style>${new Html(css)}</style>
<script src="/v1/checkout/frame.js" defer></script></head>
<body><header aria-label="${PAYSIM_NAME}">${PAYSIM_NAME}</header>
<main aria-label="Payment" data-merchant-origin="${new URL(order.callback_url).origin}" data-order="${order.id}">
<h1>Pay ${order.merchant_name}</h1>
${summary(s)}
${payer ? markup`<p>Paying as ${payer}</p>` : ''}
<p id="paygate-status" role="status">${done ?? ''}</p>
${
  done
    ? ''
    : markup`<form id="paygate-form" method="post" action="/v1/checkout/public">
<button type="submit" name="outcome" value="success">Pay ${formatPaise(order.amount)}</button>
<button type="submit" name="outcome" value="failure" class="danger">Fail</button>
<fieldset><legend>Leave pending: the bank answers later</legend>
<button type="submit" name="outcome" value="pending-success" class="secondary">Leave pending (will succeed)</button>
<button type="submit" name="outcome" value="pending-failure" class="secondary">Leave pending (will fail)</button>
</fieldset>
</form>`
}
<div class="actions"><button type="button" id="paygate-close" class="secondary">Close and return to ${order.merchant_name}</button></div>
<p class="note">A demonstration checkout: no money moves.</p>
</main></body></html>`;
}
