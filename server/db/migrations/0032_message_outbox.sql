-- Every e-mail and SMS the product sends (docs/messages.md, decision 0262): queued here in the request's
-- work, sent by the outbox job (server/messages/outbox-job.ts) with the claims and back-off of
-- server/jobs/signed-deliveries.ts. In development the rows are also what the mailbox page lists.
CREATE TABLE message_outbox (
  id serial PRIMARY KEY,
  brand_id text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  recipient text NOT NULL,
  template text NOT NULL,
  -- The template's fields ({ text, subject?, code?, … }) and the files sent with an e-mail (base64).
  data jsonb NOT NULL,
  attachments jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  delivered_at timestamptz,
  last_error text
);
CREATE INDEX message_outbox_due ON message_outbox (next_attempt_at) WHERE delivered_at IS NULL;
