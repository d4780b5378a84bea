import { z } from 'zod';
import { investmentKeyRequest } from '#contract/trading/types';

/**
 * POST sip/confirm/ { investment, client_key, amount? } (decision 0301): `amount`, when sent, is the instalment the
 * investor previewed; a SIP whose amount is another by now, or a key that placed another, is refused (409).
 */
export const sipConfirmRequest = investmentKeyRequest.extend({
  amount: z.coerce.number().finite().positive().max(10_000_000).optional(),
});
export type SipConfirmRequest = z.infer<typeof sipConfirmRequest>;
