import { describe, expect, it } from 'vitest';
import { ACTION_TAGS, actionTag } from './action-tags';

describe('actionTag', () => {
  it('uses the spec’s exact strings for sells and unchanged lines', () => {
    expect(ACTION_TAGS).toEqual(['full sell', 'no change', 'partial sell', 'buy', 'add']);
  });

  it.each([
    // side, totalShareQty, newShareQty → tag
    ['SELL', 0, 12, 'full sell'], // the whole holding of 12 sold
    ['SELL', 0, 1, 'full sell'],
    [null, 7, 0, 'no change'], // 7 held, nothing traded
    ['SELL', 5, 3, 'partial sell'], // 8 held, 3 sold, 5 left
    ['SELL', 1, 99, 'partial sell'],
    ['BUY', 4, 4, 'buy'], // not held before
    ['BUY', 10, 3, 'add'], // 7 held, 3 bought
  ] as const)('%s with total %d and new %d is %s', (side, totalShareQty, newShareQty, tag) => {
    expect(actionTag({ side, totalShareQty, newShareQty })).toBe(tag);
  });

  it('follows the spec’s order: a total of 0 is a full sell before anything else', () => {
    // Both 'total is 0' and 'new quantity is 0' hold: the first rule wins.
    expect(actionTag({ side: null, totalShareQty: 0, newShareQty: 0 })).toBe('full sell');
  });

  it('never calls a buy a sell, whatever the quantities', () => {
    for (let total = 1; total <= 30; total++) {
      for (let bought = 1; bought <= total; bought++) {
        expect(actionTag({ side: 'BUY', totalShareQty: total, newShareQty: bought })).toMatch(/^(buy|add)$/);
      }
    }
  });

  it.each([
    ['a BUY of nothing', { side: 'BUY', totalShareQty: 3, newShareQty: 0 }],
    ['a SELL of nothing', { side: 'SELL', totalShareQty: 3, newShareQty: 0 }],
    ['shares traded with no side', { side: null, totalShareQty: 3, newShareQty: 2 }],
    ['a buy leaving less than it bought', { side: 'BUY', totalShareQty: 2, newShareQty: 3 }],
    ['a negative total', { side: 'SELL', totalShareQty: -1, newShareQty: 3 }],
    ['a fraction of a share', { side: 'SELL', totalShareQty: 1, newShareQty: 0.5 }],
    ['NaN', { side: null, totalShareQty: Number.NaN, newShareQty: 0 }],
  ] as const)('refuses %s', (_, line) => {
    expect(() => actionTag(line)).toThrow(RangeError);
  });
});
