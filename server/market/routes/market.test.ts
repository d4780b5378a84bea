import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../../../brands/registry';
import type { LtpBody, StockDetailsBody, StockOhlcBody, StockSearchBody } from '#contract/market/types';
import { createTestServer, type TestServer } from '../../test-support';
import { blogCaller } from '../../blog/testing/blog-test-client';

let t: TestServer;
let api: ReturnType<typeof blogCaller>;
beforeAll(async () => {
  t = await createTestServer();
  api = blogCaller(t, brands[0]!);
  // A returning browser: it holds the csrftoken its first call was given (a first answer is private).
  await api.get('health/');
});
afterAll(() => t.db.close());

const q = encodeURIComponent;
const symbols = (a: { body: StockSearchBody }) => a.body.stocks.map((s) => s.symbol);

function expectPublic(headers: Headers, { live }: { live: boolean }) {
  expect(headers.get('x-cache-scope')).toBe('public');
  expect(headers.get('cache-control')).toBe('public, max-age=0, s-maxage=5');
  expect(headers.get('cdn-cache-control')).toBe(
    live ? 'public, max-age=5' : 'public, max-age=5, stale-while-revalidate=30',
  );
}

function expectRefused(a: { status: number; headers: Headers }, status = 400) {
  expect(a.status).toBe(status);
  expect(a.headers.get('x-cache-scope')).toBe('private');
}

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

describe('GET stock/ohlc/', () => {
  it('answers the last year up to the last closed session by default', async () => {
    const a = await api.get<StockOhlcBody>('stock/ohlc/?symbol=tcs');
    expect(a.status).toBe(200);
    expect(a.body.symbol).toBe('TCS');
    const { to } = t.market.historyBounds();
    expect(to).toBe('2026-11-19');
    expect(a.body.bars.at(-1)!.date).toBe(to);
    expect(a.body.bars[0]!.date >= '2025-11-19').toBe(true);
    expect(a.body.bars[0]!.date <= '2025-11-24').toBe(true);
    expectPublic(a.headers, { live: false });
  });

  it('answers the asked range, both dates included', async () => {
    const a = await api.get<StockOhlcBody>('stock/ohlc/?symbol=INFY&from=2026-01-05&to=2026-01-09');
    expect(a.body.bars.map((b) => b.date)).toEqual([
      '2026-01-05',
      '2026-01-06',
      '2026-01-07',
      '2026-01-08',
      '2026-01-09',
    ]);
    const bars = await t.market.history('INFY', { from: '2026-01-05', to: '2026-01-09' });
    expect(a.body.bars).toEqual(bars);
  });

  it('clips a range reaching past the history to it', async () => {
    const { from } = t.market.historyBounds();
    const a = await api.get<StockOhlcBody>('stock/ohlc/?symbol=INFY&from=2015-01-01&to=2020-01-10');
    expect(a.status).toBe(200);
    expect(a.body.bars[0]!.date).toBe(from);
    const late = await api.get<StockOhlcBody>('stock/ohlc/?symbol=INFY&from=2026-11-16&to=2027-06-01');
    expect(late.body.bars.map((b) => b.date)).toEqual(['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19']);
    const before = await api.get<StockOhlcBody>('stock/ohlc/?symbol=INFY&from=2000-01-01&to=2001-01-01');
    expect(before.body.bars).toEqual([]);
  });

  it('answers an unknown symbol 404', async () => {
    expectRefused(await api.get('stock/ohlc/?symbol=NOSUCH'), 404);
  });

  it.each([
    ['no symbol', 'from=2026-01-01'],
    ['from after to', 'symbol=INFY&from=2026-02-01&to=2026-01-01'],
    ['more than six years', 'symbol=INFY&from=2019-01-01&to=2025-01-02'],
    ['a date that does not exist', 'symbol=INFY&from=2025-02-30'],
    ['a date in another format', 'symbol=INFY&from=01-02-2025'],
    ['a date and time', 'symbol=INFY&to=2025-02-03T10:00'],
    ['from twice', 'symbol=INFY&from=2025-01-01&from=2025-02-01'],
    ['from past the last session, to left out', 'symbol=INFY&from=2027-01-01'],
  ])('refuses %s with HTTP 400', async (_name, query) => {
    expectRefused(await api.get(`stock/ohlc/?${query}`));
  });

  it('names the last closed session when from is past it and to is left out', async () => {
    const a = await api.get('stock/ohlc/?symbol=INFY&from=2026-11-20');
    expect(a.status).toBe(400);
    expect(a.head.message).toBe('from must not be after the last closed session, 2026-11-19.');
  });

  it('allows exactly six years', async () => {
    expect((await api.get('stock/ohlc/?symbol=INFY&from=2020-01-01&to=2026-01-01')).status).toBe(200);
  });
});

describe('GET get-LTP/', () => {
  it('answers the known symbols, case forgiven, indices too, and leaves out the unknown', async () => {
    const a = await api.get<LtpBody>(`get-LTP/?symbols=${q('infy,TCS,NOSUCH,m&m,NIFTY 50,infy')}`);
    expect(a.status).toBe(200);
    expect(Object.keys(a.body.prices).sort()).toEqual(['INFY', 'M&M', 'NIFTY 50', 'TCS']);
    expect(a.body.prices).toEqual(await t.market.ltp(['INFY', 'TCS', 'M&M', 'NIFTY 50']));
    expect(a.body).toMatchObject({ asOf: '2026-11-20T05:30:00.000Z', marketOpen: true });
    expectPublic(a.headers, { live: true });
  });

  it('answers only unknown symbols with no prices', async () => {
    const a = await api.get<LtpBody>('get-LTP/?symbols=NOSUCH,NOTHING');
    expect(a.status).toBe(200);
    expect(a.body.prices).toEqual({});
  });

  it('takes 50 symbols, duplicates counting once', async () => {
    const fifty = t.market
      .instruments()
      .slice(0, 50)
      .map((i) => i.symbol);
    const a = await api.get<LtpBody>(`get-LTP/?symbols=${q([...fifty, fifty[0]].join(','))}`);
    expect(Object.keys(a.body.prices)).toHaveLength(50);
  });

  it.each([
    ['no symbols', ''],
    ['an empty list', 'symbols='],
    ['an empty item', 'symbols=INFY,,TCS'],
    ['a trailing comma', 'symbols=INFY,'],
    ['51 symbols', `symbols=${Array.from({ length: 51 }, (_, i) => `S${i}`).join(',')}`],
    ['markup', `symbols=${q('INFY,<b>')}`],
    ['a huge symbol', `symbols=${'A'.repeat(5000)}`],
    ['symbols twice', 'symbols=INFY&symbols=TCS'],
  ])('refuses %s with HTTP 400', async (_name, query) => {
    expectRefused(await api.get(`get-LTP/?${query}`));
  });
});

describe('live prices in the micro-cache', () => {
  it('keeps an LTP answer with its CDN header for the next reader', async () => {
    const path = 'get-LTP/?symbols=RELIANCE';
    await api.get(path);
    const again = await api.get<LtpBody>(path);
    expectPublic(again.headers, { live: true });
  });
});
