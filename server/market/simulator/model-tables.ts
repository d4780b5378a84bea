import type { CapClass, IndexSymbol } from '../instrument-types';
import type { Sector } from '../sectors';

/**
 * The simulator's parameters, annualised. `vol` is the total volatility a large-cap stock of the sector
 * shows; `beta` its sensitivity to its benchmark index; `growth` its expected log growth a year.
 * Figures are in the range Indian equities have shown over 2015–2025, not fitted to any one stock.
 */
export interface SectorParams {
  vol: number;
  beta: number;
  growth: number;
}

export const SECTOR_PARAMS: Record<Sector, SectorParams> = {
  'Automobile and Auto Components': { vol: 0.28, beta: 1.0, growth: 0.13 },
  'Capital Goods': { vol: 0.33, beta: 1.15, growth: 0.16 },
  Chemicals: { vol: 0.3, beta: 0.85, growth: 0.08 },
  Construction: { vol: 0.3, beta: 1.1, growth: 0.12 },
  'Construction Materials': { vol: 0.26, beta: 0.9, growth: 0.1 },
  'Consumer Durables': { vol: 0.28, beta: 0.9, growth: 0.12 },
  'Consumer Services': { vol: 0.3, beta: 0.9, growth: 0.12 },
  'Fast Moving Consumer Goods': { vol: 0.19, beta: 0.6, growth: 0.09 },
  'Financial Services': { vol: 0.27, beta: 1.1, growth: 0.11 },
  Healthcare: { vol: 0.24, beta: 0.6, growth: 0.11 },
  'Information Technology': { vol: 0.25, beta: 0.8, growth: 0.1 },
  'Media Entertainment & Publication': { vol: 0.36, beta: 0.9, growth: 0.03 },
  'Metals & Mining': { vol: 0.35, beta: 1.25, growth: 0.1 },
  'Oil Gas & Consumable Fuels': { vol: 0.27, beta: 0.95, growth: 0.08 },
  Power: { vol: 0.32, beta: 1.1, growth: 0.14 },
  Realty: { vol: 0.38, beta: 1.3, growth: 0.14 },
  Services: { vol: 0.3, beta: 0.95, growth: 0.12 },
  Telecommunication: { vol: 0.3, beta: 0.8, growth: 0.1 },
  Textiles: { vol: 0.32, beta: 0.8, growth: 0.07 },
};

/** Smaller companies move more. */
export const CAP_VOL_MULTIPLIER: Record<CapClass, number> = { large: 1, mid: 1.2, small: 1.4 };

/** Traded value on an ordinary day, ₹ (the average; each stock varies by a factor of about 0.4–2.5). */
export const CAP_TURNOVER: Record<CapClass, number> = { large: 400e7, mid: 80e7, small: 20e7 };

/** An index either follows another (factor × beta + its own move) or is a weighted blend of others. */
export interface IndexParams {
  vol: number;
  growth: number;
  factor: { symbol: IndexSymbol; beta: number } | null;
  blend?: readonly { symbol: IndexSymbol; weight: number }[];
}

export const INDEX_PARAMS: Record<IndexSymbol, IndexParams> = {
  'NIFTY 50': { vol: 0.155, growth: 0.105, factor: null },
  'NIFTY MIDCAP 150': { vol: 0.185, growth: 0.14, factor: { symbol: 'NIFTY 50', beta: 1.05 } },
  'NIFTY SMALLCAP 250': { vol: 0.215, growth: 0.13, factor: { symbol: 'NIFTY 50', beta: 1.1 } },
  'NIFTY BANK': { vol: 0.2, growth: 0.1, factor: { symbol: 'NIFTY 50', beta: 1.15 } },
  'NIFTY IT': { vol: 0.22, growth: 0.09, factor: { symbol: 'NIFTY 50', beta: 0.7 } },
  // By free-float weight, the Nifty 500 is roughly three quarters Nifty 50, the rest mid and small caps.
  'NIFTY 500': {
    vol: 0,
    growth: 0,
    factor: null,
    blend: [
      { symbol: 'NIFTY 50', weight: 0.72 },
      { symbol: 'NIFTY MIDCAP 150', weight: 0.18 },
      { symbol: 'NIFTY SMALLCAP 250', weight: 0.1 },
    ],
  },
};

/** ETFs: an index tracker is its index plus a small tracking error; the rest follow the Nifty 50 loosely. */
export interface EtfParams {
  factor: IndexSymbol | null;
  beta: number;
  vol: number;
  growth: number;
  turnover: number;
}

export const ETF_PARAMS: Record<string, EtfParams> = {
  NIFTYBEES: { factor: 'NIFTY 50', beta: 1, vol: 0.156, growth: 0.103, turnover: 250e7 },
  SETFNIF50: { factor: 'NIFTY 50', beta: 1, vol: 0.156, growth: 0.103, turnover: 60e7 },
  BANKBEES: { factor: 'NIFTY BANK', beta: 1, vol: 0.201, growth: 0.098, turnover: 80e7 },
  ITBEES: { factor: 'NIFTY IT', beta: 1, vol: 0.221, growth: 0.088, turnover: 30e7 },
  MID150BEES: { factor: 'NIFTY MIDCAP 150', beta: 1, vol: 0.186, growth: 0.138, turnover: 40e7 },
  JUNIORBEES: { factor: 'NIFTY 50', beta: 1.1, vol: 0.2, growth: 0.12, turnover: 40e7 },
  CPSEETF: { factor: 'NIFTY 50', beta: 1.15, vol: 0.26, growth: 0.15, turnover: 30e7 },
  GOLDBEES: { factor: 'NIFTY 50', beta: -0.05, vol: 0.14, growth: 0.11, turnover: 150e7 },
  LIQUIDBEES: { factor: null, beta: 0, vol: 0.0005, growth: 0, turnover: 150e7 },
  MON100: { factor: 'NIFTY 50', beta: 0.3, vol: 0.22, growth: 0.14, turnover: 15e7 },
};

export const TRADING_DAYS_A_YEAR = 252;
/** Each calendar month draws a market-wide volatility level: lognormal, this spread (calm and stormy months). */
export const REGIME_SPREAD = 0.25;
/** On this share of days a stock's own move is a jump of JUMP_SCALE times its usual size (news, results). */
export const JUMP_CHANCE = 0.02;
export const JUMP_SCALE = 3;
/** A day's pull of a stock's own drift back towards its trend: keeps six years of prices believable. */
export const REVERSION = 0.004;
