import { describe, expect, it } from 'vitest';
import { INSTRUMENTS } from './instruments';
import { MAX_SEARCH_RESULTS, createInstrumentSearch } from './search';

const search = createInstrumentSearch(INSTRUMENTS);
const symbols = (query: string, limit?: number) => search(query, limit).map((i) => i.symbol);

describe('instrument search', () => {
  it('ranks an exact symbol first, then symbols starting with the query', () => {
    expect(symbols('LT')).toEqual(['LT', 'LTIM']);
    expect(symbols('ITC')[0]).toBe('ITC');
  });

  it('ranks symbol prefixes before name words', () => {
    // TATA… symbols first (large caps, then mid caps), then TCS, whose name starts with "Tata".
    expect(symbols('tata')).toEqual(['TATAPOWER', 'TATASTEEL', 'TATACONSUM', 'TATACOMM', 'TATAELXSI', 'TCS']);
  });

  it('finds a name by any word, and by several words in order', () => {
    expect(symbols('consultancy')).toEqual(['TCS']);
    expect(symbols('tata cons')).toEqual(['TATACONSUM', 'TCS']);
    expect(symbols('industries')).toContain('RELIANCE');
    expect(symbols('gold')).toEqual(['GOLDBEES']);
  });

  it('puts a stronger match first even when a weaker one is a larger company', () => {
    // "HDFC" is a prefix of HDFCBANK, HDFCLIFE and HDFCAMC; no symbol is exactly HDFC.
    expect(symbols('hdfc')).toEqual(['HDFCAMC', 'HDFCBANK', 'HDFCLIFE']);
    // BANKBEES is an exact match; the banks' names only contain the word "Bank".
    expect(symbols('BANKBEES')[0]).toBe('BANKBEES');
    expect(symbols('bank')[0]).toBe('BANKBARODA');
    expect(symbols('bank')).toContain('HDFCBANK');
  });

  it('reads symbols with & and - with or without them', () => {
    expect(symbols('M&M')[0]).toBe('M&M');
    expect(symbols('mm')[0]).toBe('M&M');
    expect(symbols('bajaj-auto')[0]).toBe('BAJAJ-AUTO');
    expect(symbols('bajajauto')[0]).toBe('BAJAJ-AUTO');
  });

  it('answers nothing to an empty or symbol-less query, and at most the limit', () => {
    expect(search('')).toEqual([]);
    expect(search('  ')).toEqual([]);
    expect(search('--')).toEqual([]);
    expect(symbols('a', 3)).toHaveLength(3);
    expect(search('a', 1000).length).toBeLessThanOrEqual(MAX_SEARCH_RESULTS);
    expect(search('zzzz')).toEqual([]);
  });

  it('answers within 50 ms at the 99th percentile on the seeded set', () => {
    const queries = ['r', 're', 'rel', 'tata c', 'hdfc', 'bank', 'nifty', 'x', 'ind', 'mm'];
    const times: number[] = [];
    for (let i = 0; i < 1000; i++) {
      const t = performance.now();
      search(queries[i % queries.length]!, 10);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    expect(times[Math.floor(times.length * 0.99)]!).toBeLessThan(50);
  });
});
