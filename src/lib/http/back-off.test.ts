import { describe, expect, it } from 'vitest';
import { backOff } from './back-off';

describe('backOff', () => {
  it('doubles from the first wait up to the cap, counting a negative attempt as 0', () => {
    const delay = backOff({ firstMs: 1000, maxMs: 15_000 });
    expect([-1, 0, 1, 2, 3, 4, 10].map(delay)).toEqual([1000, 1000, 2000, 4000, 8000, 15000, 15000]);
  });
});
