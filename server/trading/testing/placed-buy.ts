// A buy through requestorder/ followed to the end of its placement, which runs after the answer
// (decision 0286): for the tests about what happens to a placed trade next.
import { API } from '#contract/http/api-paths';
import type { Trade } from '#contract/trading/types';
import type { apiCaller } from '../../auth/testing/auth-test-client';
import type { TestServer } from '../../test-support';
import { backgroundPlacementsSettled } from '../background-placement';
import { publicTrade, readTrades } from '../trade-store';

/** The trade as stored now, as the API answers it. */
export async function storedTrade(t: TestServer, hash: string): Promise<Trade> {
  const [trade] = await readTrades(t.db, t.market, 'WHERE t.trade_hash = $1', [hash]);
  if (!trade) throw new Error(`no trade ${hash}`);
  return publicTrade(trade);
}

/**
 * POSTs requestorder/ and waits for the placement it started in the background: the answer, its body
 * the trade once placed (a refusal as it was answered). The answer itself says `placing`
 * (server/trading/routes/trading.test.ts checks that).
 */
export async function requestOrderPlaced(t: TestServer, api: ReturnType<typeof apiCaller>, body: unknown) {
  const a = await api.post(API.trading.requestOrder, body);
  await backgroundPlacementsSettled();
  if (a.status !== 200) return a;
  const trade = await storedTrade(t, (a.body as unknown as Trade).trade);
  return { ...a, body: trade as unknown as typeof a.body };
}
