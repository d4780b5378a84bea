import { describe, expect, it } from 'vitest';
import type { StockDetailsBody, StockSearchBody } from '#contract/market/types';
import { api, expectPublic, expectRefused, q, startMarketServer, symbols, t } from '../testing/market-route-server';

startMarketServer();

describe('GET stock/search/', () => {
  it('ranks as MarketData.search does, ten at most by default, public and kept by CDNs', async () => {
    const a = await api.get<StockSearchBody>('stock/search/?q=s');
    expect(a.status).toBe(200);
    expect(symbols(a)).toEqual(t.market.search('s', 10).map((i) => i.symbol));
    expect(a.body.stocks).toHaveLength(10);
    expectPublic(a.headers, { live: false });
  });

  it('answers a hit with symbol, name, kind, sector and ISIN; an exact symbol comes first', async () => {
    const a = await api.get<StockSearchBody>('stock/search/?q=%20infy%20');
    expect(a.body.stocks[0]).toEqual({
      symbol: 'INFY',
      name: 'Infosys Ltd.',
      kind: 'stock',
      sector: 'Information Technology',
      isin: 'INE009A01021',
    });
    const etf = await api.get<StockSearchBody>('stock/search/?q=niftybees');
    expect(etf.body.stocks[0]).toMatchObject({ symbol: 'NIFTYBEES', kind: 'etf', sector: 'ETF' });
  });

  it('finds names by a word prefix and M&M without its ampersand', async () => {
    expect(symbols(await api.get<StockSearchBody>(`stock/search/?q=${q('tata cons')}`))).toContain('TATACONSUM');
    expect(symbols(await api.get<StockSearchBody>('stock/search/?q=mm'))[0]).toBe('M&M');
  });

  it('takes a limit from 1 to 20', async () => {
    expect((await api.get<StockSearchBody>('stock/search/?q=a&limit=1')).body.stocks).toHaveLength(1);
    expect((await api.get<StockSearchBody>('stock/search/?q=a&limit=20')).body.stocks).toHaveLength(20);
  });

  it('answers nothing found with an empty list', async () => {
    const a = await api.get<StockSearchBody>('stock/search/?q=zzzzqqq');
    expect(a.status).toBe(200);
    expect(a.body.stocks).toEqual([]);
  });

  it.each([
    ['no q', ''],
    ['an empty q', 'q='],
    ['only spaces', 'q=%20%20%20'],
    ['41 characters', `q=${'a'.repeat(41)}`],
    ['a huge q', `q=${'a'.repeat(5000)}`],
    ['q twice', 'q=a&q=b'],
    ['limit 0', 'q=a&limit=0'],
    ['limit 21', 'q=a&limit=21'],
    ['limit not a number', 'q=a&limit=ten'],
    ['limit negative', 'q=a&limit=-1'],
    ['limit twice', 'q=a&limit=1&limit=2'],
  ])('refuses %s with HTTP 400, never public', async (_name, query) => {
    const a = await api.get(`stock/search/?${query}`);
    expectRefused(a);
    expect(a.head.message).toMatch(/q|limit/);
  });
});

describe('GET stock/details/', () => {
  it('forgives case and answers the instrument with its live quote', async () => {
    const a = await api.get<StockDetailsBody>('stock/details/?symbol=infy');
    expect(a.status).toBe(200);
    const quote = (await t.market.quote('INFY'))!;
    expect(a.body.stock).toEqual({
      symbol: 'INFY',
      name: 'Infosys Ltd.',
      kind: 'stock',
      sector: 'Information Technology',
      isin: 'INE009A01021',
      industry: 'IT Services',
      capClass: 'large',
      tickSize: expect.any(Number),
      priceBand: null,
      marketCapCrore: Math.round(415 * quote.ltp * 100) / 100,
      quote: { ...quote, symbol: undefined },
    });
    expect(a.body.stock.quote.marketOpen).toBe(true);
    expectPublic(a.headers, { live: true });
  });

  it('answers an ETF and a symbol with an ampersand', async () => {
    const etf = await api.get<StockDetailsBody>('stock/details/?symbol=NIFTYBEES');
    expect(etf.body.stock).toMatchObject({
      kind: 'etf',
      industry: null,
      capClass: null,
      sector: 'ETF',
      marketCapCrore: null,
    });
    expect((await api.get<StockDetailsBody>(`stock/details/?symbol=${q('m&m')}`)).body.stock.symbol).toBe('M&M');
  });

  it('answers an unknown symbol, and an index, 404 naming the symbol', async () => {
    const a = await api.get('stock/details/?symbol=NOSUCH');
    expectRefused(a, 404);
    expect(a.head.message).toBe('There is no stock or ETF with the symbol NOSUCH.');
    expectRefused(await api.get(`stock/details/?symbol=${q('NIFTY 50')}`), 404);
  });

  it.each([
    ['no symbol', ''],
    ['an empty symbol', 'symbol='],
    ['markup', `symbol=${q('<script>')}`],
    ['a huge symbol', `symbol=${'A'.repeat(5000)}`],
    ['symbol twice', 'symbol=INFY&symbol=TCS'],
  ])('refuses %s with HTTP 400', async (_name, query) => {
    expectRefused(await api.get(`stock/details/?${query}`));
  });
});
