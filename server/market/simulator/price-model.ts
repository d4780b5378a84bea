import { INDEX_ROWS } from '../data/indices';
import type { IndexSymbol } from '../instrument-types';
import { PRICED_INSTRUMENTS } from '../instruments';
import {
  CAP_TURNOVER,
  CAP_VOL_MULTIPLIER,
  ETF_PARAMS,
  INDEX_PARAMS,
  JUMP_CHANCE,
  JUMP_SCALE,
  REGIME_SPREAD,
  REVERSION,
  SECTOR_PARAMS,
  TRADING_DAYS_A_YEAR,
} from './model-tables';
import { MARKET_SEED, hashString, uniform } from './prng';

/**
 * One symbol's daily model (a one-factor model): log return = beta × its factor's log return + its own
 * move + drift. The own move is normal, scaled by the month's market-wide volatility level, now and then
 * a jump, and pulled gently back to the trend. Volatilities here are daily and already divided by what
 * the regimes and jumps add, so the realised volatility comes out at the annual figure of the tables.
 */
export interface ModelParams {
  symbol: string;
  /** The symbol's stream in the generator. */
  key: number;
  factor: IndexSymbol | null;
  beta: number;
  /** Daily standard deviation of the own move before the month's level and jumps. */
  ownVol: number;
  /** Daily drift of the log price beyond what the factor brings. */
  drift: number;
  reversion: number;
  jumps: boolean;
  /** A blended index is a weighted sum of other indices' returns and has no move of its own. */
  blend: readonly { symbol: IndexSymbol; weight: number }[] | null;
  /** The price the history passes through on the anchor day. */
  level: number;
  tick: number;
  /** Daily price band as a fraction (0.2 for 20 %), or null. */
  band: number | null;
  /** Traded value on an ordinary day, ₹; 0 for an index. */
  turnover: number;
  /** Expected total daily volatility (for day ranges and the intraday path). */
  dailyVol: number;
}

const SQRT_DAYS = Math.sqrt(TRADING_DAYS_A_YEAR);
const REGIME_VARIANCE = Math.exp(REGIME_SPREAD ** 2);
const JUMP_VARIANCE = 1 + JUMP_CHANCE * (JUMP_SCALE ** 2 - 1);
const PARAM_STREAM = hashString('parameters');

function ownDaily(annual: number, jumps: boolean): number {
  return annual / SQRT_DAYS / Math.sqrt(REGIME_VARIANCE * (jumps ? JUMP_VARIANCE : 1));
}

/** The own part of a total volatility once the factor's share is taken out (at least a floor of it). */
function ownAnnual(total: number, beta: number, factor: IndexSymbol | null, floor: number): number {
  const systematic = factor ? beta * INDEX_PARAMS[factor].vol : 0;
  return Math.sqrt(Math.max(total ** 2 - systematic ** 2, (floor * total) ** 2));
}

function indexModel(symbol: IndexSymbol, level: number): ModelParams {
  const p = INDEX_PARAMS[symbol];
  const beta = p.factor?.beta ?? 0;
  const factor = p.factor?.symbol ?? null;
  const vol = p.blend ? p.blend.reduce((v, b) => v + b.weight * INDEX_PARAMS[b.symbol].vol, 0) : p.vol;
  const factorGrowth = factor ? beta * INDEX_PARAMS[factor].growth : 0;
  return {
    symbol,
    key: hashString(symbol),
    factor,
    beta,
    ownVol: p.blend ? 0 : ownDaily(ownAnnual(p.vol, beta, factor, 0), false),
    drift: (p.growth - factorGrowth) / TRADING_DAYS_A_YEAR,
    // Indices too drift back towards their trend, so six years out they stand where an index could.
    reversion: REVERSION,
    jumps: false,
    blend: p.blend ?? null,
    level,
    tick: 0.01,
    band: null,
    turnover: 0,
    dailyVol: vol / SQRT_DAYS,
  };
}

function buildModels(): Map<string, ModelParams> {
  const models = new Map<string, ModelParams>();
  for (const row of INDEX_ROWS) models.set(row.symbol, indexModel(row.symbol, row.level));
  for (const { instrument: i, level } of PRICED_INSTRUMENTS) {
    const key = hashString(i.symbol);
    const jitter = (slot: number) => uniform(MARKET_SEED ^ PARAM_STREAM, key, slot, 0) - 0.5;
    let factor: IndexSymbol | null;
    let beta: number;
    let vol: number;
    let growth: number;
    let turnover: number;
    if (i.kind === 'stock') {
      const s = SECTOR_PARAMS[i.sector];
      factor = i.benchmark;
      beta = s.beta + jitter(1) * 0.24;
      vol = s.vol * CAP_VOL_MULTIPLIER[i.capClass] * (1 + jitter(0) * 0.24);
      growth = s.growth + jitter(2) * 0.08;
      turnover = CAP_TURNOVER[i.capClass] * Math.exp(jitter(3) * 1.8);
    } else {
      const etf = ETF_PARAMS[i.symbol];
      if (!etf) throw new Error(`ETF ${i.symbol} has no row in ETF_PARAMS (simulator/model-tables.ts)`);
      ({ factor, beta, vol, growth, turnover } = etf);
    }
    const jumps = i.kind === 'stock';
    const factorGrowth = factor ? beta * INDEX_PARAMS[factor].growth : 0;
    models.set(i.symbol, {
      symbol: i.symbol,
      key,
      factor,
      beta,
      ownVol: ownDaily(ownAnnual(vol, beta, factor, jumps ? 0.35 : 0.05), jumps),
      drift: (growth - factorGrowth) / TRADING_DAYS_A_YEAR,
      reversion: REVERSION,
      jumps,
      blend: null,
      level,
      tick: i.tickSize,
      band: i.priceBand === null ? null : i.priceBand / 100,
      turnover,
      dailyVol: vol / SQRT_DAYS,
    });
  }
  return models;
}

/** Every symbol's model (indices, stocks, ETFs), built once. */
export const MODELS: ReadonlyMap<string, ModelParams> = buildModels();
