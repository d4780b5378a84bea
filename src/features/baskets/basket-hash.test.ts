import { describe, expect, it } from 'vitest';
import { parseBasketHash } from './basket-hash';

describe('parseBasketHash', () => {
  it.each(['quality-compounders', 'a', 'B9_x-1', 'x'.repeat(64)])('accepts %s', (hash) => {
    expect(parseBasketHash(hash)).toBe(hash);
  });

  it.each(['', '-lead', 'has space', 'dot.dot', '../etc', 'x'.repeat(65), 'é', '%2F'])('refuses %j', (hash) => {
    expect(parseBasketHash(hash)).toBeNull();
  });
});
