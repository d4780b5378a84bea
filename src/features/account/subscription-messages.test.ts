import { describe, expect, it } from 'vitest';
import { FEE_LABELS } from '#contract/baskets/types';
import { subscriptionMessages as m } from './subscription-messages';

describe('the fee line of a subscription', () => {
  it.each([
    [FEE_LABELS.FIXFEE, 'Fee per period'],
    [FEE_LABELS.AUM, 'AUA fee per period'],
  ])('the spec’s label %s reads as a sentence: %s', (label, text) => {
    expect(m.feePerPeriod(label)).toBe(text);
  });

  it('the list’s heading is not the page’s title again', () => {
    expect(m.plansTitle).not.toBe(m.title);
  });
});
