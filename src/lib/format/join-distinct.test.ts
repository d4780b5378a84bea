import { describe, expect, it } from 'vitest';
import { joinDistinct } from './join-distinct';

describe('joinDistinct', () => {
  it.each([
    [['1 month', '1 month', '₹999'], '1 month · ₹999'],
    [['1 Month', ' 1 month ', 'Monthly Fee'], '1 Month · Monthly Fee'],
    [['Core advice', '', '3 months'], 'Core advice · 3 months'],
    [[], ''],
  ])('%j → %j', (parts, line) => {
    expect(joinDistinct(parts)).toBe(line);
  });
});
