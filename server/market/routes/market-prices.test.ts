import { describe, expect, it } from 'vitest';
import type { LtpBody, StockOhlcBody } from '#contract/market/types';
import { api, expectPublic, expectRefused, q, startMarketServer, t } from '../testing/market-route-server';

startMarketServer();

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
