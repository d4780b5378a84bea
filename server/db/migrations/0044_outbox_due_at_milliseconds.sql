-- A queued e-mail or notice is due from the millisecond it was queued (decision 0291). The delivery rounds
-- (server/jobs/signed-deliveries.ts) compare next_attempt_at with their clock, a JavaScript Date, whole
-- milliseconds; the default was the database's now(), microseconds. A row queued in the same millisecond as a
-- round's clock was read (.782456 against .782) was not yet due in that round, and waited for the next one
-- (a minute for notices); one test that queued and delivered at once failed on a fast run.
ALTER TABLE message_outbox ALTER COLUMN next_attempt_at SET DEFAULT date_trunc('milliseconds', now());
ALTER TABLE investment_notices ALTER COLUMN next_attempt_at SET DEFAULT date_trunc('milliseconds', now());
