import { markup, type Html } from '../auth/html';
import type { QueuedMessage } from './message-outbox';

/** Where development's mailbox answers, on every host (decision 0262); never mounted in production. */
export const DEV_MAILBOX_PATH = '/dev/mailbox';

export const DEV_MAILBOX_TITLE = 'Mailbox (development)';

const when = (at: Date | string) => new Date(at).toISOString().replace('T', ' ').slice(0, 19) + ' UTC';

const status = (m: QueuedMessage) =>
  m.delivered_at
    ? `sent ${when(m.delivered_at)}`
    : `waiting (${m.attempts} attempts${m.last_error ? `, last error: ${m.last_error}` : ''})`;

function entry(m: QueuedMessage): Html {
  const { text, code, subject } = m.data;
  return markup`<li><article aria-labelledby="message-${m.id}">
<h2 id="message-${m.id}">${m.channel === 'email' ? 'E-mail' : 'SMS'} to ${m.recipient}</h2>
<dl>
<dt>Brand</dt><dd>${m.brand_id}</dd>
<dt>Template</dt><dd>${m.template}</dd>
${subject ? markup`<dt>Subject</dt><dd>${subject}</dd>` : ''}
${code ? markup`<dt>Code</dt><dd><strong>${code}</strong></dd>` : ''}
<dt>Message</dt><dd>${text ?? ''}</dd>
${m.attachments.length ? markup`<dt>Attachments</dt><dd>${m.attachments.map((a) => a.filename).join(', ')}</dd>` : ''}
<dt>Queued</dt><dd>${when(m.created_at)}</dd>
<dt>Status</dt><dd>${status(m)}</dd>
</dl>
</article></li>`;
}

/**
 * The development mailbox: every message the outbox holds, newest first, as sent or still waiting
 * (a day's sent messages; docs/messages.md). Plain HTML with no script or style, readable at any width.
 */
export function devMailboxPage(messages: readonly QueuedMessage[]): string {
  return markup`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${DEV_MAILBOX_TITLE}</title></head>
<body><main>
<h1>${DEV_MAILBOX_TITLE}</h1>
<p>The e-mails and SMS this server sent or is sending, newest first. Production has no such page.</p>
${messages.length ? markup`<ol>${messages.map(entry)}</ol>` : markup`<p>No messages yet.</p>`}
</main></body></html>
`.value;
}
