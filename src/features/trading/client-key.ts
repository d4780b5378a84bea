/**
 * The key a placed trade is known by (contract/trading/types.ts placeTradeRequest.client_key): made once per
 * order review and sent again on every retry of it, so a double click or a retry on a flaky network
 * never places the trade twice (the server places once per key).
 */
export function newClientKey(random: Pick<Crypto, 'randomUUID'> = crypto): string {
  return random.randomUUID().replaceAll('-', '');
}
