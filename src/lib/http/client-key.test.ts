import { describe, expect, it } from 'vitest';
import { placeTradeRequest } from '#contract/trading/types';
import { newClientKey } from './client-key';

describe('newClientKey', () => {
  it('is a UUID without dashes, which the place call accepts', () => {
    const key = newClientKey({ randomUUID: () => '0f8fad5b-d9cb-469f-a165-70867728950e' });
    expect(key).toBe('0f8fad5bd9cb469fa16570867728950e');
    const parsed = placeTradeRequest.safeParse({ basket_hash: 'b', broker_id: 'sec', amount: 1000, client_key: key });
    expect(parsed.success).toBe(true);
  });

  it('differs from one review to the next', () => {
    expect(newClientKey()).not.toBe(newClientKey());
    expect(newClientKey()).toMatch(/^[0-9a-f]{32}$/);
  });
});
