import { describe, expect, it } from 'vitest';
import { AUTOMATED_SECTORS } from '#contract/studio/automated-rule-options';
import { SECTOR_NAMES } from '../market/sectors';

describe('the rules form sectors', () => {
  it('are the market data sector names, every one', () => {
    expect([...AUTOMATED_SECTORS]).toEqual([...SECTOR_NAMES]);
  });
});
