import { describe, expect, it } from 'vitest';
import { ORDER_CHANGE } from '#contract/trading/messages';
import type { OrderLine } from '#contract/trading/types';
import { tradingMessages as m } from './messages';
import { modifyChange, modifyErrors, modifyValuesOf, type ModifyValues } from './modify-order';

const line = (over: Partial<OrderLine> = {}): OrderLine => ({
  order_id: '7',
  symbol: 'INFY',
  name: 'Infosys',
  side: 'BUY',
  quantity: 10,
  indicative_price: 1500,
  value: 15000,
  limit_price: 1450,
  status: 'OPEN',
  filled_quantity: 4,
  ...over,
});

const values = (over: Partial<ModifyValues> = {}): ModifyValues => ({ ...modifyValuesOf(line()), ...over });

describe('the Modify dialog’s check', () => {
  it('starts from the line: a line with a limit price is a limit order', () => {
    expect(modifyValuesOf(line())).toEqual({ quantity: '10', order_type: 'LIMIT', limit_price: '1450' });
    expect(modifyValuesOf(line({ limit_price: null }))).toEqual({
      quantity: '10',
      order_type: 'MARKET',
      limit_price: '',
    });
  });

  it.each<[string, Partial<ModifyValues>, Record<string, string>]>([
    ['a raise', { quantity: '12' }, {}],
    ['one more than bought', { quantity: '5' }, {}],
    ['as many as bought', { quantity: '4' }, { quantity: ORDER_CHANGE.quantityNotAboveFilled }],
    ['fewer than bought', { quantity: '1' }, { quantity: ORDER_CHANGE.quantityNotAboveFilled }],
    ['nothing typed', { quantity: ' ' }, { quantity: m.quantityWhole }],
    ['a fraction', { quantity: '5.5' }, { quantity: m.quantityWhole }],
    ['a negative number', { quantity: '-5' }, { quantity: m.quantityWhole }],
    ['over the limit', { quantity: '1000001' }, { quantity: m.quantityTooLarge }],
    ['a limit order without a price', { limit_price: '' }, { limit_price: ORDER_CHANGE.enterLimitPrice }],
    ['a price of nothing', { limit_price: '0' }, { limit_price: m.priceInvalid }],
    ['a price in thousandths', { limit_price: '1450.125' }, { limit_price: m.priceInvalid }],
    ['a price in words', { limit_price: 'cheap' }, { limit_price: m.priceInvalid }],
    ['a new price', { limit_price: '1440.50' }, {}],
    ['a market order (its price is not asked)', { order_type: 'MARKET', limit_price: '' }, {}],
    ['nothing changed', {}, { quantity: m.nothingChanged }],
    ['the same price written otherwise', { limit_price: '1450.00' }, { quantity: m.nothingChanged }],
  ])('%s', (_, over, errors) => {
    expect(modifyErrors(values(over), line())).toEqual(errors);
  });

  it('a market line turned into a limit one needs its price', () => {
    const market = line({ limit_price: null });
    expect(modifyErrors({ ...modifyValuesOf(market), order_type: 'LIMIT' }, market)).toEqual({
      limit_price: ORDER_CHANGE.enterLimitPrice,
    });
  });
});

describe('what the dialog sends', () => {
  it('only what changed, a new type with its price', () => {
    expect(modifyChange(values({ quantity: '12' }), line())).toEqual({ quantity: 12 });
    expect(modifyChange(values({ limit_price: '1440.5' }), line())).toEqual({ limit_price: 1440.5 });
    expect(modifyChange(values({ order_type: 'MARKET' }), line())).toEqual({ order_type: 'MARKET' });
    const market = line({ limit_price: null });
    expect(modifyChange({ quantity: '10', order_type: 'LIMIT', limit_price: '1400' }, market)).toEqual({
      order_type: 'LIMIT',
      limit_price: 1400,
    });
  });
});
