/**
 * The idempotency key of one attempt (a placed trade, a payment, a filed complaint): made once per
 * attempt and sent again on every retry of it, so a double click or a retry on a flaky network never
 * does the thing twice (the server acts once per key). 32 hex digits: a UUID without its dashes.
 */
export function newClientKey(random: Pick<Crypto, 'randomUUID'> = crypto): string {
  return random.randomUUID().replaceAll('-', '');
}
