import type { CapClass, Stock } from '../../market/instrument-types';
import { PRICED_INSTRUMENTS } from '../../market/instruments';
import { SECTORS, type SectorCode } from '../../market/sectors';

/** What a seed basket may hold: stocks of these sectors and market-cap classes (or these symbols). */
export interface Theme {
  sectors: readonly SectorCode[] | 'any';
  caps: readonly CapClass[];
  /** Extra symbols outside the sectors that fit the theme (NAUKRI in a digital basket). */
  extra?: readonly string[];
  /** Why a stock of the theme is held, with {name} and {industry} filled in. */
  why: string;
}

const ALL_CAPS: readonly CapClass[] = ['large', 'mid', 'small'];

export const THEMES = {
  quality: {
    sectors: ['FMCG', 'IT', 'CDUR', 'CHEM', 'FIN', 'HLTH'],
    caps: ['large'],
    why: '{name}: high return on capital in {industry}, little debt and a long record of reinvesting well.',
  },
  momentum: {
    sectors: 'any',
    caps: ['large', 'mid'],
    why: '{name} is among the strongest six-month price trends in {industry}, with rising earnings estimates.',
  },
  dividend: {
    sectors: ['OIL', 'POWER', 'METAL', 'FMCG', 'FIN'],
    caps: ['large', 'mid'],
    why: '{name} has paid and raised its dividend through the cycle; {industry} cash flows cover the payout.',
  },
  banking: {
    sectors: ['FIN'],
    caps: ['large', 'mid'],
    why: '{name}: deposit franchise and asset quality that let {industry} lending compound steadily.',
  },
  smallcap: {
    sectors: 'any',
    caps: ['small'],
    why: '{name} passes our liquidity and governance screens; {industry} is under-researched at this size.',
  },
  digital: {
    sectors: ['IT', 'TEL'],
    caps: ALL_CAPS,
    extra: ['NAUKRI', 'BSE', 'CDSL'],
    why: '{name} gains as payments, software and platforms ({industry}) take a larger share of spending.',
  },
  lowvol: {
    sectors: ['FMCG', 'HLTH', 'IT', 'POWER', 'TEL'],
    caps: ['large'],
    why: '{name} has among the calmest price histories in {industry}, and earnings that seldom surprise.',
  },
  consumption: {
    sectors: ['FMCG', 'AUTO', 'CSER', 'CDUR'],
    caps: ['large', 'mid'],
    why: '{name} sells to households directly; {industry} grows with incomes and discretionary spending.',
  },
  pharma: {
    sectors: ['HLTH'],
    caps: ALL_CAPS,
    why: '{name}: a {industry} franchise with an export pipeline and a strong domestic formulary.',
  },
  infra: {
    sectors: ['CONS', 'CAPG', 'CMAT', 'POWER'],
    caps: ALL_CAPS,
    why: '{name} wins orders from public and private capital spending on {industry}.',
  },
  energy: {
    sectors: ['OIL', 'POWER'],
    caps: ALL_CAPS,
    why: '{name}: {industry} capacity in a country whose power and fuel demand grows faster than GDP.',
  },
  midcap: {
    sectors: 'any',
    caps: ['mid'],
    why: '{name} is a mid-sized leader in {industry} with room to double its market share.',
  },
  auto: {
    sectors: ['AUTO'],
    caps: ALL_CAPS,
    extra: ['ASHOKLEY'],
    why: '{name}: {industry} volumes recovering with rural demand and the shift to premium models.',
  },
  it: {
    sectors: ['IT'],
    caps: ALL_CAPS,
    why: '{name}: {industry} deal wins, margins and cash returned to shareholders.',
  },
  manufacturing: {
    sectors: ['CAPG', 'CHEM', 'METAL', 'AUTO'],
    caps: ALL_CAPS,
    why: '{name} gains from manufacturing moving to India; {industry} order books are at records.',
  },
  largecap: {
    sectors: 'any',
    caps: ['large'],
    why: '{name} is a leader in {industry} with the balance sheet to ride out a downturn.',
  },
  flexi: {
    sectors: 'any',
    caps: ALL_CAPS,
    why: '{name}: {industry} at a fair price for its growth, whatever its size.',
  },
  value: {
    sectors: ['FIN', 'OIL', 'METAL', 'POWER', 'CMAT'],
    caps: ['large', 'mid'],
    why: '{name} trades below its own ten-year valuation average while {industry} earnings recover.',
  },
  realty: {
    sectors: ['REALTY', 'CMAT', 'CDUR'],
    caps: ALL_CAPS,
    why: '{name}: {industry} demand follows housing sales, now at a decade high.',
  },
  media: {
    sectors: ['MEDIA', 'CSER', 'TEXT'],
    caps: ALL_CAPS,
    why: '{name}: {industry} spending rises as households spend more on leisure.',
  },
} as const satisfies Record<string, Theme>;

export type ThemeKey = keyof typeof THEMES;

/** Shares above this price (₹) would put a basket out of reach of a five-figure amount. */
const DEAREST = 6000;

const STOCKS = PRICED_INSTRUMENTS.filter(({ level }) => level <= DEAREST)
  .map(({ instrument }) => instrument)
  .filter((i): i is Stock => i.kind === 'stock');

/** The stocks a theme may hold, in a fixed order. */
export function themePool(key: ThemeKey): Stock[] {
  const theme: Theme = THEMES[key];
  const names = theme.sectors === 'any' ? null : new Set<string>(theme.sectors.map((code) => SECTORS[code]));
  return STOCKS.filter(
    (s) =>
      (theme.extra ?? []).includes(s.symbol) || ((!names || names.has(s.sector)) && theme.caps.includes(s.capClass)),
  );
}

export function stockRationale(key: ThemeKey, stock: Stock): string {
  return THEMES[key].why.replace('{name}', stock.name).replace('{industry}', stock.industry.toLowerCase());
}
