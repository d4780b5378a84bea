/**
 * The key a payment attempt is known by (contract/subscriptions/payments.ts createTransactionRequest.client_key): made
 * once per checkout and kept with it (checkout-store.ts), so a retry or a double click never makes a
 * second transaction; a new one is made only after a payment settles.
 */
export function newClientKey(random: Pick<Crypto, 'randomUUID'> = crypto): string {
  return random.randomUUID().replaceAll('-', '');
}
