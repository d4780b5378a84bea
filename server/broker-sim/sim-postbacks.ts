import type { Database } from '../db/database';
import { deliverDue, postSigned, type DeliveryRound, type DueDelivery } from '../jobs/signed-deliveries';
import { postbackChecksum } from '../broker/kite/kite-postback';
import type { FetchLike } from '../http/fetch-like';
import { registeredPostbackUrl, simAppByKey } from './sim-hosts';
import { devProviderRootsOf } from '../security/installation-secrets';

interface DuePostback extends DueDelivery {
  api_key: string;
  body: string;
}

const POSTBACKS = { table: 'sim_broker_postbacks', columns: 'api_key, body', givenUp: 'postback given up' };

/** The postback as Kite sends it: the order with `checksum` = SHA-256(order_id + order_timestamp + api_secret). */
function withChecksum(body: string, apiSecret: string): string {
  const order = JSON.parse(body) as { order_id: string; order_timestamp: string };
  return JSON.stringify({ ...order, checksum: postbackChecksum(order.order_id, order.order_timestamp, apiSecret) });
}

/**
 * Delivers due postbacks (server/jobs/signed-deliveries.ts: claimed, retried with back-off), each POSTed
 * as JSON to the app's registered postback URL: Kite's with its checksum in the body, Upstox's webhook
 * as it is. In one process `fetch`
 * is the app's own; in production it is the broker's HTTPS call. The secrets are the apps' under the
 * installation's broker root (`root`, read from the database when not given). Answers how many were
 * delivered.
 */
export async function deliverPostbacks(db: Database, fetch: FetchLike, round: DeliveryRound = {}) {
  const brokerRoot = round.root ?? (await devProviderRootsOf(db)).broker;
  return deliverDue<DuePostback>(db, POSTBACKS, round, async (p) => {
    const app = simAppByKey(brokerRoot, p.api_key);
    if (!app) return `no app ${p.api_key}`;
    // Upstox signs nothing: its webhook is the order update as it is (the receiver reads the order back).
    const body = app.company.provider === 'upstox' ? p.body : withChecksum(p.body, app.apiSecret);
    return postSigned(fetch, registeredPostbackUrl(app), body, {});
  });
}
