import { describe, expect, it } from 'vitest';
import type { MarketClock } from '../clock';
import { createMarketClock } from '../clock';
import { createMarketData } from '../create-market-data';
import type { DailyBar } from '../market-data';

/** A clock the test moves: the market data reads it on every call, as it would the real one. */
function movableMarket(startIso: string) {
  let now = new Date(startIso);
  const clock: MarketClock = { now: () => new Date(now), fixed: true };
  const market = createMarketData({ clock });
  return { market, at: (iso: string) => (now = new Date(iso)) };
}

/** 'YYYY-MM-DD HH:MM' IST as an instant. */
const ist = (dateTime: string) => `${dateTime.replace(' ', 'T')}:00+05:30`;

async function barOf(symbol: string, date: string): Promise<DailyBar> {
  const later = createMarketData({ clock: createMarketClock(new Date('2026-12-31T12:00:00Z')) });
  const [bar] = (await later.history(symbol, { from: date, to: date }))!;
  return bar!;
}

describe('the live price during and outside market hours', () => {
  const { market, at } = movableMarket(ist('2026-11-20 08:00'));

  it('before the open holds the last close, with that day’s change', async () => {
    at(ist('2026-11-20 09:14'));
    const [thu, wed] = [await barOf('RELIANCE', '2026-11-19'), await barOf('RELIANCE', '2026-11-18')];
    expect(await market.quote('RELIANCE')).toMatchObject({
      ltp: thu.close,
      previousClose: wed.close,
      change: Math.round((thu.close - wed.close) * 100) / 100,
      sessionDate: '2026-11-19',
      marketOpen: false,
    });
  });

  it('opens at the day’s open at 09:15, against the previous close', async () => {
    at(ist('2026-11-20 09:15'));
    const [fri, thu] = [await barOf('RELIANCE', '2026-11-20'), await barOf('RELIANCE', '2026-11-19')];
    const q = (await market.quote('RELIANCE'))!;
    expect(q).toMatchObject({ ltp: fri.open, open: fri.open, high: fri.open, low: fri.open, marketOpen: true });
    expect(q.previousClose).toBe(thu.close);
    expect(q.changePercent).toBe(Math.round(((q.ltp - thu.close) / thu.close) * 10_000) / 100);
  });

  it('moves minute by minute inside the day’s range, and reaches its high and low by the close', async () => {
    const fri = await barOf('HDFCBANK', '2026-11-20');
    const seen = new Set<number>();
    let last = { high: 0, low: 0, volume: 0 };
    for (let minute = 0; minute < 375; minute++) {
      at(new Date(Date.parse(ist('2026-11-20 09:15')) + minute * 60_000).toISOString());
      const q = (await market.quote('HDFCBANK'))!;
      seen.add(q.ltp);
      expect(q.low <= q.ltp && q.ltp <= q.high).toBe(true);
      expect(q.low >= fri.low && q.high <= fri.high).toBe(true);
      expect(q.volume).toBeGreaterThanOrEqual(last.volume);
      last = q;
    }
    expect(seen.size).toBeGreaterThan(30);
    expect([last.high, last.low]).toEqual([fri.high, fri.low]);
  });

  it('ends the day exactly at the history’s close, and holds it after hours and over the weekend', async () => {
    const fri = await barOf('RELIANCE', '2026-11-20');
    for (const when of ['2026-11-20 15:30', '2026-11-20 20:00', '2026-11-21 11:00', '2026-11-23 09:14']) {
      at(ist(when));
      expect(await market.quote('RELIANCE'), when).toMatchObject({
        ltp: fri.close,
        open: fri.open,
        high: fri.high,
        low: fri.low,
        volume: fri.volume,
        sessionDate: '2026-11-20',
        marketOpen: false,
      });
    }
  });

  it('holds the last close through a holiday', async () => {
    at(ist('2026-11-24 11:00')); // Prakash Gurpurb
    const mon = await barOf('TCS', '2026-11-23');
    expect(await market.quote('TCS')).toMatchObject({ ltp: mon.close, sessionDate: '2026-11-23', marketOpen: false });
    expect(market.status()).toMatchObject({ open: false, session: null, nextOpen: new Date(ist('2026-11-25 09:15')) });
  });
});

describe('Muhurat trading, Diwali 2025', () => {
  const { market, at } = movableMarket(ist('2025-10-21 10:30'));

  it('is shut in the morning, trades 13:45–14:45, then holds the Muhurat close through Balipratipada', async () => {
    const [mon, muhurat] = [await barOf('INFY', '2025-10-20'), await barOf('INFY', '2025-10-21')];
    expect(await market.quote('INFY')).toMatchObject({ ltp: mon.close, sessionDate: '2025-10-20', marketOpen: false });
    at(ist('2025-10-21 14:00'));
    const during = (await market.quote('INFY'))!;
    expect(during).toMatchObject({ sessionDate: '2025-10-21', marketOpen: true, previousClose: mon.close });
    expect(during.ltp).toBeGreaterThanOrEqual(muhurat.low);
    expect(during.ltp).toBeLessThanOrEqual(muhurat.high);
    expect(market.status().session?.kind).toBe('muhurat');
    for (const when of ['2025-10-21 14:45', '2025-10-22 12:00']) {
      at(ist(when));
      expect(await market.quote('INFY'), when).toMatchObject({ ltp: muhurat.close, sessionDate: '2025-10-21' });
    }
  });
});

describe('no state of its own: every process and every restart answers the same', () => {
  it('a market started at another time quotes the same at the same instant', async () => {
    const early = movableMarket(ist('2025-02-03 10:00'));
    early.at(ist('2026-11-20 11:37'));
    const fresh = createMarketData({ clock: createMarketClock(new Date(ist('2026-11-20 11:37'))) });
    const symbols = ['RELIANCE', 'TRIDENT', 'NIFTY 50', 'GOLDBEES'];
    expect(await fresh.quotes(symbols)).toEqual(await early.market.quotes(symbols));
  });
});

describe('history and the rest of the interface', () => {
  const { market, at } = movableMarket(ist('2026-11-20 12:00'));

  it('answers closed sessions only: today’s bar appears once the market has closed', async () => {
    const range = { from: '2026-11-17', to: '2026-11-30' };
    expect((await market.history('RELIANCE', range))!.map((b) => b.date)).toEqual([
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
    ]);
    at(ist('2026-11-20 15:30'));
    expect((await market.history('RELIANCE', range))!.at(-1)?.date).toBe('2026-11-20');
    expect(await market.history('RELIANCE', { from: '2026-11-20', to: '2026-11-17' })).toEqual([]);
    expect(await market.history('NOSUCH', range)).toBeUndefined();
  });

  it('reaches at least six years back from the clock', async () => {
    const { from, to } = market.historyBounds();
    expect(from <= '2020-11-20').toBe(true);
    expect(to).toBe('2026-11-20');
    const bars = (await market.history('NIFTY SMALLCAP 250', { from: '2000-01-01', to }))!;
    expect(bars[0]!.date).toBe(from);
    expect(bars.length).toBeGreaterThan(6 * 245);
  });

  it('quotes many symbols at once, in the order asked, leaving out the unknown', async () => {
    at(ist('2026-11-20 12:00'));
    const quotes = await market.quotes(['TCS', 'NOSUCH', 'nifty 50', 'NIFTYBEES']);
    expect(quotes.map((q) => q.symbol)).toEqual(['TCS', 'NIFTY 50', 'NIFTYBEES']);
    expect(quotes[1]!.volume).toBe(0);
    const ltp = await market.ltp(['TCS', 'NOSUCH']);
    expect(Object.keys(ltp)).toEqual(['TCS']);
    expect(ltp.TCS).toBe(quotes[0]!.ltp);
    expect(await market.quote('NOSUCH')).toBeUndefined();
  });

  it('looks instruments up and searches them through the same interface', () => {
    expect(market.source).toBe('simulator');
    expect(market.instrument('infy')?.name).toBe('Infosys Ltd.');
    expect(market.index('NIFTY MIDCAP 150')?.name).toBe('Nifty Midcap 150');
    expect(market.search('infy').map((i) => i.symbol)).toEqual(['INFY']);
    expect(market.instruments().length).toBeGreaterThan(150);
    expect(market.calendar.isTradingDay('2026-11-24')).toBe(false);
  });
});
