import { ltcgExemptionOf, taxPeriodOn } from '#contract/tax/equity-tax-rates';
import { roundDiv } from '#contract/money/paise';
import type { IsoDate } from '../../market/ist';
import type { HoldingTerm } from '#contract/tax/types';
import { financialYearOf } from './tax-dates';

/**
 * A financial year's capital gains on listed shares and the tax on them (docs/tax.md, "Set-off and exemption"),
 * in paise. Gains are grouped by term and by the rate in force on their sale date. Set-off within the year
 * (s. 70): a short-term loss against short-term gains first; a long-term loss only against long-term gains; what is
 * left of a short-term loss against long-term gains. The year's long-term exemption (s. 112A) then comes off the
 * long-term gains left. Losses and the exemption go first against the gains taxed at the higher rate, the
 * choice the law leaves to the investor that costs least. What no gain absorbs is carried forward (s. 74).
 */

export interface GainPiece {
  soldOn: IsoDate;
  term: HoldingTerm;
  gainPaise: number;
}

export interface RateBucket {
  term: HoldingTerm;
  basisPoints: number;
  gainsPaise: number;
  /** Taken off by losses set off against it. */
  setOffPaise: number;
  /** Taken off by the long-term exemption. */
  exemptPaise: number;
  taxablePaise: number;
  taxPaise: number;
}

export interface YearTax {
  year: string;
  shortTermGainsPaise: number;
  shortTermLossesPaise: number;
  longTermGainsPaise: number;
  longTermLossesPaise: number;
  /** The part of the short-term loss set off against long-term gains. */
  shortTermLossAgainstLongPaise: number;
  exemptionPaise: number;
  exemptionUsedPaise: number;
  carriedForward: { shortTermPaise: number; longTermPaise: number };
  buckets: RateBucket[];
  taxPaise: number;
}

/** Takes up to `amount` off the buckets, highest rate first; answers what is left of `amount`. */
function takeOff(buckets: RateBucket[], amount: number, field: 'setOffPaise' | 'exemptPaise'): number {
  let left = amount;
  for (const b of buckets) {
    const take = Math.min(left, b.taxablePaise);
    b[field] += take;
    b.taxablePaise -= take;
    left -= take;
  }
  return left;
}

/** The year's gains and tax; a RangeError for a piece sold outside `year` or before the rates table. */
export function yearTax(year: string, pieces: readonly GainPiece[]): YearTax {
  const buckets = new Map<string, RateBucket>();
  const losses = { short: 0, long: 0 };
  for (const p of pieces) {
    if (financialYearOf(p.soldOn) !== year) throw new RangeError(`A sale on ${p.soldOn} is not in ${year}`);
    if (!Number.isSafeInteger(p.gainPaise)) throw new RangeError(`A gain must be whole paise, not ${p.gainPaise}`);
    if (p.gainPaise < 0) {
      losses[p.term] -= p.gainPaise;
      continue;
    }
    const period = taxPeriodOn(p.soldOn);
    const basisPoints = p.term === 'short' ? period.stcgBasisPoints : period.ltcgBasisPoints;
    const key = `${p.term}:${basisPoints}`;
    const bucket = buckets.get(key) ?? {
      term: p.term,
      basisPoints,
      gainsPaise: 0,
      setOffPaise: 0,
      exemptPaise: 0,
      taxablePaise: 0,
      taxPaise: 0,
    };
    bucket.gainsPaise += p.gainPaise;
    bucket.taxablePaise += p.gainPaise;
    buckets.set(key, bucket);
  }
  const all = [...buckets.values()].sort((a, b) => b.basisPoints - a.basisPoints || a.term.localeCompare(b.term));
  const short = all.filter((b) => b.term === 'short');
  const long = all.filter((b) => b.term === 'long');
  const shortLeft = takeOff(short, losses.short, 'setOffPaise');
  const longLeft = takeOff(long, losses.long, 'setOffPaise');
  const shortCarried = takeOff(long, shortLeft, 'setOffPaise');
  const exemptionPaise = ltcgExemptionOf(year);
  const exemptionLeft = takeOff(long, exemptionPaise, 'exemptPaise');
  for (const b of all) b.taxPaise = roundDiv(b.taxablePaise * b.basisPoints, 10_000);
  const sum = (bs: RateBucket[]) => bs.reduce((s, b) => s + b.gainsPaise, 0);
  return {
    year,
    shortTermGainsPaise: sum(short),
    shortTermLossesPaise: losses.short,
    longTermGainsPaise: sum(long),
    longTermLossesPaise: losses.long,
    shortTermLossAgainstLongPaise: shortLeft - shortCarried,
    exemptionPaise,
    exemptionUsedPaise: exemptionPaise - exemptionLeft,
    carriedForward: { shortTermPaise: shortCarried, longTermPaise: longLeft },
    buckets: all,
    taxPaise: all.reduce((s, b) => s + b.taxPaise, 0),
  };
}
