import type { Database } from '../db/database';
import { deliverDue, postSigned, type DeliveryRound, type DueDelivery } from '../jobs/signed-deliveries';
import { POSTBACK_SIGNATURE_HEADER, signPostback } from '../broker/postback-signature';
import type { FetchLike } from '../broker/sim-http';
import { registeredPostbackUrl, simAppByKey } from './sim-hosts';
import { devProviderRootsOf } from '../security/installation-secrets';

interface DuePostback extends DueDelivery {
  api_key: string;
  body: string;
}

const POSTBACKS = { table: 'sim_broker_postbacks', columns: 'api_key, body', givenUp: 'postback given up' };

/**
 * Delivers due postbacks (server/jobs/signed-deliveries.ts: claimed, retried with back-off), each POSTed
 * with X-Broker-Signature = hex HMAC-SHA256(body, api_secret) to the app's registered postback URL. In
 * one process `fetch` is the app's own; in production it is the broker's HTTPS call. The secrets are
 * the apps' under the installation's broker root (`root`, read from the database when not given).
 * Answers how many were delivered.
 */
export async function deliverPostbacks(db: Database, fetch: FetchLike, round: DeliveryRound = {}) {
  const brokerRoot = round.root ?? (await devProviderRootsOf(db)).broker;
  return deliverDue<DuePostback>(db, POSTBACKS, round, async (p) => {
    const app = simAppByKey(brokerRoot, p.api_key);
    if (!app) return `no app ${p.api_key}`;
    return postSigned(fetch, registeredPostbackUrl(app), p.body, {
      [POSTBACK_SIGNATURE_HEADER]: signPostback(p.body, app.apiSecret),
    });
  });
}
