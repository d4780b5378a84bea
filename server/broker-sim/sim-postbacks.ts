import type { Database } from '../db/database';
import { log } from '../log';
import { POSTBACK_SIGNATURE_HEADER, signPostback } from '../broker/postback-signature';
import type { FetchLike } from '../broker/sim-http';
import { registeredPostbackUrl, simAppByKey } from './sim-hosts';
import { devProviderRootsOf } from '../security/installation-secrets';

/** Back-off after the n-th failed attempt: 5 s, 10 s, 20 s … up to 10 minutes; given up after 10 attempts. */
export const POSTBACK_MAX_ATTEMPTS = 10;
export const postbackBackoffSeconds = (attempts: number) => Math.min(600, 5 * 2 ** Math.max(0, attempts - 1));
/** A claimed postback is someone's for this long: a process that dies mid-delivery leaves it to the next. */
const LEASE_SECONDS = 60;

interface DuePostback {
  id: number;
  api_key: string;
  body: string;
  attempts: number;
}

/**
 * Delivers due postbacks: each is claimed in one statement (FOR UPDATE SKIP LOCKED, so processes share
 * them), then POSTed outside any transaction with X-Broker-Signature = hex HMAC-SHA256(body, api_secret)
 * to the app's registered postback URL. In one process `fetch` is the app's own; in production it is
 * the broker's HTTPS call. The secrets are the apps' under the installation's broker root (`root`, read
 * from the database when not given). Answers how many were delivered.
 */
export async function deliverPostbacks(
  db: Database,
  fetch: FetchLike,
  { now = new Date(), limit = 50, root }: { now?: Date; limit?: number; root?: string } = {},
) {
  const brokerRoot = root ?? (await devProviderRootsOf(db)).broker;
  const { rows } = await db.query<DuePostback>(
    `UPDATE sim_broker_postbacks SET attempts = attempts + 1, next_attempt_at = $1::timestamptz + make_interval(secs => $3)
      WHERE id IN (SELECT id FROM sim_broker_postbacks WHERE delivered_at IS NULL AND next_attempt_at <= $1
                    ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED)
      RETURNING id, api_key, body, attempts`,
    [now, limit, LEASE_SECONDS],
  );
  let delivered = 0;
  for (const p of rows.sort((a, b) => a.id - b.id)) {
    const error = await deliver(fetch, brokerRoot, p);
    if (error === null) {
      delivered += 1;
      await db.query('UPDATE sim_broker_postbacks SET delivered_at = $2, last_error = NULL WHERE id = $1', [p.id, now]);
      continue;
    }
    const giveUp = p.attempts >= POSTBACK_MAX_ATTEMPTS;
    await db.query(
      `UPDATE sim_broker_postbacks SET last_error = $2,
              next_attempt_at = CASE WHEN $4 THEN 'infinity'::timestamptz ELSE $3::timestamptz + make_interval(secs => $5) END
        WHERE id = $1`,
      [p.id, error.slice(0, 500), now, giveUp, postbackBackoffSeconds(p.attempts)],
    );
    if (giveUp) log.warn('postback given up', { id: p.id, error });
  }
  return delivered;
}

/** null when the app took it (2xx), else why not. */
async function deliver(fetch: FetchLike, root: string, p: DuePostback): Promise<string | null> {
  const app = simAppByKey(root, p.api_key);
  if (!app) return `no app ${p.api_key}`;
  const url = registeredPostbackUrl(app);
  try {
    const res = await fetch(
      new Request(url, {
        method: 'POST',
        headers: {
          host: new URL(url).host,
          'content-type': 'application/json',
          [POSTBACK_SIGNATURE_HEADER]: signPostback(p.body, app.apiSecret),
        },
        body: p.body,
      }),
    );
    await res.body?.cancel();
    return res.ok ? null : `HTTP ${res.status}`;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}
