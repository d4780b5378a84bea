import { describe, expect, it } from 'vitest';
import { basketListingQuery, MAX_AMOUNT_FILTER } from '../../../server/baskets/rules/basket-requests';
import {
  acceptedParam,
  FILTER_KEYS,
  MAX_AMOUNT,
  listingQuery,
  offeredDiscoverSearch,
  parseDiscoverSearch,
  riskList,
  riskParam,
  type DiscoverSearch,
} from './discover-search';
import { choicesOn, hasFilters, readAmount, withoutFilters } from './discover-filter-rules';

const DEFAULT = { 'order-by': '', 'order-by-field': 'popularity' };

describe('discover search', () => {
  it("reads the spec's destination as every basket by popularity", () => {
    expect(parseDiscoverSearch({ 'order-by': '', 'order-by-field': 'popularity' })).toEqual(DEFAULT);
    expect(parseDiscoverSearch({})).toEqual(DEFAULT);
    expect(parseDiscoverSearch({ 'basket-type': 'free' })).toEqual({ ...DEFAULT, 'basket-type': 'free' });
    expect(parseDiscoverSearch({ 'basket-type': 'premium' })['basket-type']).toBe('premium');
    expect(parseDiscoverSearch({ 'basket-type': 'all' })).toEqual(DEFAULT);
  });

  it('keeps every filter the listing accepts, numbers from the address included', () => {
    const search = parseDiscoverSearch({
      'order-by': 'desc',
      'order-by-field': 'minAmount',
      risk: 'low,high',
      'min-amount-min': 5000,
      'min-amount-max': '250000',
      'fee-kind': 'AUM',
      frequency: 'quarterly',
      'adviser-type': 'ria',
      sector: 'IT',
      stock: 'M&M',
    });
    expect(search).toEqual({
      ...DEFAULT,
      'order-by': 'desc',
      'order-by-field': 'minAmount',
      risk: 'high,low',
      'min-amount-min': 5000,
      'min-amount-max': 250000,
      'fee-kind': 'AUM',
      frequency: 'quarterly',
      'adviser-type': 'ria',
      sector: 'IT',
      stock: 'M&M',
    });
  });

  it('drops garbage quietly and never throws', () => {
    const garbage = {
      'basket-type': ['all', 'free'],
      'order-by-field': { x: 1 },
      risk: 'extreme,low',
      'min-amount-min': -5,
      'min-amount-max': 1.5,
      'fee-kind': 'fixfee',
      frequency: 'daily',
      'adviser-type': 'broker',
      sector: 'it<script>',
      stock: '',
      extra: 'x',
    };
    expect(parseDiscoverSearch(garbage)).toEqual(DEFAULT);
    expect(parseDiscoverSearch({ 'min-amount-min': 99_999_999 })).toEqual(DEFAULT);
  });

  it('names a dropped param as undefined, so the raw value cannot show through, and sends only known params', () => {
    // The router lays the validated search over the raw one.
    const raw = { 'min-amount-min': -4, risk: 'extreme', 'basket-type': 'gold', extra: 'x' };
    const search = { ...raw, ...parseDiscoverSearch(raw) } as DiscoverSearch;
    expect(search['min-amount-min']).toBeUndefined();
    expect(search.risk).toBeUndefined();
    expect(search['basket-type']).toBeUndefined();
    expect(listingQuery(search)).toEqual({ 'basket-type': 'all', 'order-by': '', 'order-by-field': 'popularity' });
  });

  it('keeps only the lower end of a range given the wrong way round', () => {
    expect(parseDiscoverSearch({ 'min-amount-min': 9000, 'min-amount-max': 1000 })).toEqual({
      ...DEFAULT,
      'min-amount-min': 9000,
    });
  });

  it('drops a sort or a frequency the brand does not offer', () => {
    const brand = { sortOptions: ['popularity', 'cagr'] as const, rebalanceFrequencies: ['quarterly'] as const };
    const search = parseDiscoverSearch({
      'order-by': 'asc',
      'order-by-field': 'fee',
      frequency: 'monthly',
      sector: 'IT',
    });
    expect(offeredDiscoverSearch(brand, search)).toEqual({ ...DEFAULT, sector: 'IT' });
    const fine = parseDiscoverSearch({ 'order-by-field': 'cagr', frequency: 'quarterly' });
    expect(offeredDiscoverSearch(brand, fine)).toBe(fine);
  });

  it('sends every param as text with the basket type always there', () => {
    const search = parseDiscoverSearch({ 'min-amount-min': 5000, risk: 'medium' });
    expect(listingQuery(search)).toEqual({
      'basket-type': 'all',
      'order-by': '',
      'order-by-field': 'popularity',
      risk: 'medium',
      'min-amount-min': '5000',
    });
    expect(hasFilters(search)).toBe(true);
    expect(hasFilters(withoutFilters(search))).toBe(false);
    expect(withoutFilters(search)).toEqual(DEFAULT);
    const free = parseDiscoverSearch({ 'basket-type': 'free', sector: 'IT' });
    expect(withoutFilters(free)).toEqual({ ...DEFAULT, 'basket-type': 'free' });
    expect(listingQuery(free)['basket-type']).toBe('free');
  });

  it('counts the panel’s choices for its toggle: the basket type too, the amount range once', () => {
    expect(choicesOn(parseDiscoverSearch({}))).toBe(0);
    expect(choicesOn(parseDiscoverSearch({ 'basket-type': 'all' }))).toBe(0);
    expect(choicesOn(parseDiscoverSearch({ 'basket-type': 'free', 'min-amount-max': 50000 }))).toBe(2);
    expect(choicesOn(parseDiscoverSearch({ 'min-amount-min': 1000, 'min-amount-max': 50000 }))).toBe(1);
    expect(choicesOn(parseDiscoverSearch({ 'basket-type': 'premium', risk: 'low', sector: 'IT' }))).toBe(3);
  });

  it('orders risk levels one way and reads typed amounts', () => {
    expect(riskParam(['low', 'high'])).toBe('high,low');
    expect(riskParam([])).toBeUndefined();
    expect(riskList('low,medium')).toEqual(['medium', 'low']);
    expect(readAmount(' 25,000 ')).toEqual({ ok: true, value: 25000 });
    expect(readAmount('')).toEqual({ ok: true, value: undefined });
    expect(readAmount('12.5')).toEqual({ ok: false });
    expect(readAmount('-3')).toEqual({ ok: false });
    expect(readAmount('100000000')).toEqual({ ok: false });
  });
});

describe("discover's params against the listing's schema", () => {
  const samples = [
    '',
    'high',
    'high,low',
    'HIGH',
    'high,,low',
    'extreme',
    '0',
    '5000',
    '10000000',
    '10000001',
    '99999999',
    '123456789',
    '-1',
    '1.5',
    ' 5',
    'FIXFEE',
    'AUM',
    'aum',
    'monthly',
    'quarterly',
    'weekly',
    'ria',
    'ra',
    'RIA',
    'IT',
    'FIN',
    'I',
    'ABCDEFG',
    'it',
    'INFY',
    'M&M',
    'BAJAJ-AUTO',
    'A'.repeat(21),
    'TCS ',
    '<b>',
  ];

  it('accepts exactly what the server accepts, param by param', () => {
    expect(MAX_AMOUNT).toBe(MAX_AMOUNT_FILTER);
    for (const key of FILTER_KEYS)
      for (const value of samples) {
        const server = basketListingQuery.shape[key].safeParse(value).success && value !== '';
        expect(acceptedParam(key, value) !== undefined, `${key}=${value}`).toBe(server);
      }
  });
});
