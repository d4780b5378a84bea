import { describe, expect, it } from 'vitest';
import { automatedCreateRequest } from '#contract/studio/requests';
import { formErrors, initialForm, toCreateRequest } from './automated-form';

const filled = {
  ...initialForm('monthly'),
  name: 'Top lenders',
  description: 'The largest lenders.',
  fee_amount: '999',
};

describe('the automated basket form', () => {
  it('refuses HTML tags in the name and description with the spec messages, and out-of-range rules', () => {
    expect(
      formErrors({ ...filled, name: 'Top <b>lenders</b>', description: '<p>x</p>', count: '31', cap_classes: [] }),
    ).toEqual({
      name: 'HTML tags are not allowed in basket name',
      description: 'HTML tags are not allowed in basket description',
      count: 'Choose between 3 and 30 stocks',
      cap_classes: 'Choose at least one market-cap class',
    });
    expect(formErrors(filled)).toEqual({});
  });

  it('sends what the server schema accepts, symbols to exclude upper-cased', () => {
    const request = toCreateRequest({ ...filled, exclude: 'yesbank,  idea ' });
    expect(automatedCreateRequest.safeParse(request).success).toBe(true);
    expect(request.rules.universe.exclude).toEqual(['YESBANK', 'IDEA']);
  });
});
