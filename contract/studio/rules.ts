import { IMAGE_MAX_BYTES } from '#contract/forms/validation-messages';
import { WHOLE_HUNDREDTHS } from '#contract/money/hundredths';

/**
 * The studio's rules both sides apply (zod-free, so the app may import it): limits, the HTML-tag check
 * of docs/studio.md ("Create and edit"), the weight sum, the upload limits. docs/studio.md explains each.
 */

/**
 * Spec §5: a basket name or description holding markup is refused. Anything a browser would start
 * reading as markup: "<" followed by a letter, "/", "!" or "?"; "a < b" and "P/E<20" are plain text.
 */
export const BASKET_HTML_TAG = /<[a-zA-Z/!?]/;

export const STUDIO_LIMITS = {
  nameMax: 80,
  descriptionMax: 2000,
  methodologyMax: 4000,
  rationaleMax: 1000,
  tagsMax: 8,
  constituentsMax: 50,
  /** Spec §9: a basket image is at most 51200 bytes. */
  basketImageBytes: IMAGE_MAX_BYTES,
  factsheetBytes: 5 * 1024 * 1024,
  importBytes: 1024 * 1024,
  importRowsMax: 200,
  postImageBytes: 5 * 1024 * 1024,
  postFileBytes: 10 * 1024 * 1024,
  /** Ceilings of the columns' range, far above any real fee or minimum (SEBI's caps are checked apart). */
  feeAmountMax: 10_000_000,
  minimumAmountMax: 100_000_000,
} as const;

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** A weight (percent) rounded to the nearest hundredth, so 33.33 + 33.33 + 33.34 compares as exactly 100. */
export const roundToHundredths = (weight: number) => Math.round(weight * 100);
export const weightsSumTo100 = (weights: readonly number[]) =>
  weights.reduce((sum, w) => sum + roundToHundredths(w), 0) === WHOLE_HUNDREDTHS;

export const STUDIO_MESSAGES = {
  weightsSum: (total: number) => `Weights must add up to 100% (now ${total.toFixed(2)}%)`,
  duplicateStock: (symbol: string) => `${symbol} is in the basket twice`,
  unknownStock: (symbol: string) => `${symbol} is not a listed stock`,
  feeTooHigh: 'The fee is above what SEBI allows for your registration',
  frequencyNotOffered: 'This site does not offer that rebalance frequency',
  draftsOff: 'This site publishes baskets at once: drafts are not kept here',
  imageType: 'Choose a PNG, JPEG or WebP image',
  factsheetType: 'Choose a PDF file',
  factsheetUnreadable:
    'This PDF could not be read to add your name and SEBI registration to it. Save or print it again as a plain PDF, without a password.',
  factsheetTooLarge: 'The factsheet must be 5 MB or smaller',
  notADraft: 'Only a draft can be deleted; close or hide a published basket instead',
  publishedConstituents: 'A published basket changes its stocks through a new version',
  benchmarkUnknown: 'Choose a benchmark from the list',
  tagUnknown: (slug: string) => `There is no basket tag ${slug}`,
  nameTaken: 'You already have a basket with this name',
  closedUnchanged: 'A closed basket cannot be changed',
  importType: 'Choose a CSV or XLSX file',
  importTooLarge: 'The file must be 1 MB or smaller',
  importBadRows: 'Fix the rows named below and import the file again',
  importColumns: "The first row must name a 'Symbol' and a 'Weight' column",
  importTooManyRows: (max: number) => `The file has more than ${max} rows`,
  fileMissing: 'Choose a file to upload',
  stockNotInBasket: (symbol: string) => `${symbol} is not in this basket`,
  faqNotFound: 'This basket has no such FAQ',
} as const;
