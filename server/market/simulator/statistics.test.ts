import { describe, expect, it } from 'vitest';
import { INSTRUMENTS } from '../instruments';
import type { Stock } from '../instrument-types';
import { CAP_VOL_MULTIPLIER, SECTOR_PARAMS } from './model-tables';
import { MODELS } from './price-model';
import { TEST_FROM, TEST_THROUGH, indicesBetween, seriesOf } from './test-store';

// The six years a user sees on the test clock, as daily log returns.
const days = indicesBetween(TEST_FROM, TEST_THROUGH).filter((k) => k > 0);
const returnsOf = (symbol: string) => days.map((k) => seriesOf(symbol).returns[k]!);
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function annualVol(symbol: string): number {
  const r = returnsOf(symbol);
  const m = mean(r);
  return Math.sqrt(mean(r.map((x) => (x - m) ** 2)) * 252);
}

function correlation(a: string, b: string): number {
  const x = returnsOf(a);
  const y = returnsOf(b);
  const mx = mean(x);
  const my = mean(y);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  x.forEach((xi, i) => {
    sxy += (xi - mx) * (y[i]! - my);
    sxx += (xi - mx) ** 2;
    syy += (y[i]! - my) ** 2;
  });
  return sxy / Math.sqrt(sxx * syy);
}

const stocks = INSTRUMENTS.filter((i): i is Stock => i.kind === 'stock');

describe('correlation with the benchmark (one-factor model)', () => {
  it.each([
    ['HDFCBANK', 0.55, 0.85],
    ['RELIANCE', 0.45, 0.8],
    ['ICICIBANK', 0.5, 0.85],
    ['HINDUNILVR', 0.3, 0.65],
  ])('%s moves with the Nifty 50: correlation in [%f, %f]', (symbol, low, high) => {
    const c = correlation(symbol, 'NIFTY 50');
    expect(c).toBeGreaterThanOrEqual(low);
    expect(c).toBeLessThanOrEqual(high);
  });

  it('index ETFs track their index; gold and the Nasdaq fund hardly follow Indian shares', () => {
    expect(correlation('NIFTYBEES', 'NIFTY 50')).toBeGreaterThan(0.97);
    expect(correlation('BANKBEES', 'NIFTY BANK')).toBeGreaterThan(0.97);
    expect(Math.abs(correlation('GOLDBEES', 'NIFTY 50'))).toBeLessThan(0.15);
    expect(correlation('MON100', 'NIFTY 50')).toBeLessThan(0.4);
  });

  it('mid caps follow the midcap index better than the Nifty 50', () => {
    const mids = stocks.filter((s) => s.capClass === 'mid').map((s) => s.symbol);
    const toOwn = median(mids.map((s) => correlation(s, 'NIFTY MIDCAP 150')));
    const toLarge = median(mids.map((s) => correlation(s, 'NIFTY 50')));
    expect(toOwn).toBeGreaterThan(toLarge);
    expect(toOwn).toBeGreaterThan(0.45);
  });
});

describe('annualised volatility', () => {
  it('puts each sector’s large caps near the sector’s figure (median within ±20 %)', () => {
    const bySector = new Map<string, number[]>();
    for (const s of stocks.filter((x) => x.capClass === 'large')) {
      bySector.set(s.sector, [...(bySector.get(s.sector) ?? []), annualVol(s.symbol)]);
    }
    let checked = 0;
    for (const [sector, vols] of bySector) {
      if (vols.length < 3) continue;
      const target = SECTOR_PARAMS[sector as Stock['sector']].vol;
      expect(median(vols) / target, sector).toBeGreaterThan(0.8);
      expect(median(vols) / target, sector).toBeLessThan(1.2);
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(8);
  });

  it('makes small caps move more than mid caps, and mid caps more than large', () => {
    const byCap = (cap: Stock['capClass']) =>
      median(stocks.filter((s) => s.capClass === cap).map((s) => annualVol(s.symbol)));
    expect(byCap('mid')).toBeGreaterThan(byCap('large') * 1.1);
    expect(byCap('small')).toBeGreaterThan(byCap('mid') * 1.05);
    expect(byCap('small') / byCap('large')).toBeLessThan(CAP_VOL_MULTIPLIER.small * 1.25);
  });

  it('keeps FMCG the calmest sector and metals and realty among the stormiest', () => {
    const sectorMedian = (sector: string) =>
      median(stocks.filter((s) => s.sector === sector && s.capClass === 'large').map((s) => annualVol(s.symbol)));
    expect(sectorMedian('Fast Moving Consumer Goods')).toBeLessThan(0.22);
    expect(sectorMedian('Metals & Mining')).toBeGreaterThan(sectorMedian('Fast Moving Consumer Goods') + 0.1);
    expect(sectorMedian('Realty')).toBeGreaterThan(0.3);
  });

  it('gives every stock a believable figure, and the indices theirs', () => {
    for (const s of stocks) {
      expect(annualVol(s.symbol), s.symbol).toBeGreaterThan(0.12);
      expect(annualVol(s.symbol), s.symbol).toBeLessThan(0.7);
    }
    expect(annualVol('NIFTY 50')).toBeGreaterThan(0.12);
    expect(annualVol('NIFTY 50')).toBeLessThan(0.19);
    expect(annualVol('NIFTY SMALLCAP 250')).toBeGreaterThan(annualVol('NIFTY 50'));
    expect(annualVol('LIQUIDBEES')).toBeLessThan(0.005);
  });
});

describe('price levels over six years', () => {
  it('keeps every close within a believable distance of its level: no collapse, no runaway', () => {
    for (const symbol of MODELS.keys()) {
      const { level } = MODELS.get(symbol)!;
      const closes = days.map((k) => seriesOf(symbol).close[k]!);
      expect(Math.min(...closes) / level, symbol).toBeGreaterThan(0.1);
      expect(Math.max(...closes) / level, symbol).toBeLessThan(5);
    }
  });

  it('has the Nifty 50 rise over the years, as the market has', () => {
    const nifty = seriesOf('NIFTY 50');
    const [first, last] = [days[0]!, days.at(-1)!];
    expect(nifty.close[first]!).toBeGreaterThan(8_000);
    expect(nifty.close[first]!).toBeLessThan(20_000);
    expect(nifty.close[last]! / nifty.close[first]!).toBeGreaterThan(1.2);
  });
});
