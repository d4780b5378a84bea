import type { BrandConfig } from '../../brands/schema';
import { markup } from '../auth/html';
import type { Message, MessageTemplate } from './message-sender';

export interface EmailContent {
  subject: string;
  /** The plain-text part: every e-mail has one. */
  text: string;
  /** The HTML part: the same words, with the brand's name. */
  html: string;
}

/** An e-mail's subject when the message names none. */
const SUBJECTS: Record<MessageTemplate, string> = {
  otp: 'Your one-time code',
  'payment-link': 'Your payment link',
  'payment-receipt': 'Payment receipt',
  rebalance: 'A rebalance is waiting',
  'sip-due': 'Your SIP instalment is due',
  'stop-loss': 'Stop-loss reached',
  target: 'Target reached',
  price: 'Price alert',
  summary: 'Your end-of-day summary',
};

/** What a one-time code's message says under the code. */
export const OTP_FOOTNOTE = 'The code works for 10 minutes. Never share it: nobody from us will ask for it.';

const sign = (brand: BrandConfig) => `${brand.displayName} (${brand.trust.legalName})`;

/**
 * A message as an e-mail in the brand's name: the subject (a code's leads with the code), a plain-text
 * part and an HTML part of the same words; `data.text` is the message, `data.code` a one-time code.
 */
export function emailContent(m: Message, brand: BrandConfig): EmailContent {
  const { text, code } = m.data;
  const subject = code
    ? `${code} is your ${brand.displayName} code`
    : `${brand.displayName}: ${m.data.subject ?? SUBJECTS[m.template]}`;
  const lines = [code ? `${text}: ${code}` : (text ?? ''), ...(code ? ['', OTP_FOOTNOTE] : []), '', `— ${sign(brand)}`];
  const html = markup`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${subject}</title></head>
<body>
<h1>${brand.displayName}</h1>
${code ? markup`<p>${text}:</p><p><strong>${code}</strong></p><p>${OTP_FOOTNOTE}</p>` : markup`<p>${text ?? ''}</p>`}
<p>— ${sign(brand)}</p>
</body>
</html>
`;
  return { subject, text: `${lines.join('\n')}\n`, html: html.value };
}
