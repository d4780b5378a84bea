import { describe, expect, it } from 'vitest';
import { INDICES, INSTRUMENTS, PRICED_INSTRUMENTS, findIndex, findInstrument, tickSizeFor } from './instruments';
import { isValidIsin } from './isin';
import { SECTOR_NAMES } from './sectors';

const stocks = INSTRUMENTS.filter((i) => i.kind === 'stock');
const etfs = INSTRUMENTS.filter((i) => i.kind === 'etf');

describe('the instrument data', () => {
  it('has about 150 stocks across the cap classes and ten ETFs', () => {
    expect(stocks.length).toBeGreaterThanOrEqual(145);
    expect(stocks.length).toBeLessThanOrEqual(160);
    const count = (cap: string) => stocks.filter((s) => s.capClass === cap).length;
    expect(count('large')).toBeGreaterThanOrEqual(50);
    expect(count('mid')).toBeGreaterThanOrEqual(30);
    expect(count('small')).toBeGreaterThanOrEqual(25);
    expect(etfs.map((e) => e.symbol).sort()).toEqual([
      'BANKBEES',
      'CPSEETF',
      'GOLDBEES',
      'ITBEES',
      'JUNIORBEES',
      'LIQUIDBEES',
      'MID150BEES',
      'MON100',
      'NIFTYBEES',
      'SETFNIF50',
    ]);
  });

  it('gives every instrument a valid ISIN: INE… for shares, INF… for fund units, each once', () => {
    for (const i of INSTRUMENTS) {
      expect(isValidIsin(i.isin), `${i.symbol} ${i.isin}`).toBe(true);
      expect(i.isin.slice(0, 3), i.symbol).toBe(i.kind === 'stock' ? 'INE' : 'INF');
    }
    expect(new Set(INSTRUMENTS.map((i) => i.isin)).size).toBe(INSTRUMENTS.length);
  });

  it('has unique upper-case symbols NSE could list', () => {
    const symbols = [...INSTRUMENTS.map((i) => i.symbol), ...INDICES.map((i) => i.symbol)];
    expect(new Set(symbols).size).toBe(symbols.length);
    for (const s of INSTRUMENTS) expect(s.symbol).toMatch(/^[A-Z0-9][A-Z0-9&-]{0,19}$/);
  });

  it('takes every sector from the fixed list and uses most of it', () => {
    for (const s of stocks) expect(SECTOR_NAMES, s.symbol).toContain(s.sector);
    expect(new Set(stocks.map((s) => s.sector)).size).toBeGreaterThanOrEqual(15);
    for (const s of stocks) expect(s.industry.length, s.symbol).toBeGreaterThan(2);
  });

  it('has no price band for F&O large caps, and an allowed band or none for the rest', () => {
    for (const s of stocks.filter((x) => x.capClass === 'large')) expect(s.priceBand, s.symbol).toBeNull();
    for (const s of INSTRUMENTS) expect([null, 2, 5, 10, 20]).toContain(s.priceBand);
  });

  it('ticks in ₹0.01 below ₹250 and ₹0.05 from there, ETFs in ₹0.01', () => {
    expect(tickSizeFor(249.99)).toBe(0.01);
    expect(tickSizeFor(250)).toBe(0.05);
    for (const { instrument, level } of PRICED_INSTRUMENTS) {
      expect(instrument.tickSize, instrument.symbol).toBe(instrument.kind === 'etf' ? 0.01 : tickSizeFor(level));
    }
  });

  it('starts each at a believable price level', () => {
    for (const { instrument, level } of PRICED_INSTRUMENTS) {
      expect(level, instrument.symbol).toBeGreaterThanOrEqual(5);
      expect(level, instrument.symbol).toBeLessThanOrEqual(200_000);
    }
    expect(PRICED_INSTRUMENTS.find((p) => p.instrument.symbol === 'LIQUIDBEES')?.level).toBe(1000);
  });

  it('names the benchmark indices, at least the four the baskets compare against', () => {
    expect(INDICES.map((i) => i.symbol)).toEqual(
      expect.arrayContaining(['NIFTY 50', 'NIFTY 500', 'NIFTY MIDCAP 150', 'NIFTY SMALLCAP 250']),
    );
    for (const s of stocks) expect(findIndex(s.benchmark), s.symbol).toBeDefined();
  });
});

describe('lookup', () => {
  it('finds by symbol, forgiving case and spaces', () => {
    expect(findInstrument('RELIANCE')).toMatchObject({ name: 'Reliance Industries Ltd.', isin: 'INE002A01018' });
    expect(findInstrument(' m&m ')?.symbol).toBe('M&M');
    expect(findInstrument('BAJAJ-AUTO')?.kind).toBe('stock');
    expect(findInstrument('NOSUCH')).toBeUndefined();
    expect(findIndex('nifty 50')?.name).toBe('Nifty 50');
  });
});
