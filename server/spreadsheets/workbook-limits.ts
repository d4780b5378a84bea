const n = (count: number) => count.toLocaleString('en-IN');

/**
 * What one uploaded workbook may hold once unpacked, whatever reads it (client import, rebalance sheet,
 * basket import): checked from the zip's own directory and while inflating, before any parser sees it
 * (docs/client-import.md, "Limits"; decision 0235). A 10,000-row client import unpacks to about 4 MB,
 * 60,000 cells and 1.3 million characters; these leave several times that.
 */
export const WORKBOOK_LIMITS = {
  /** Files inside the zip (a workbook written by Excel has about a dozen). */
  entries: 1_000,
  /** Bytes once every file is inflated. */
  unpackedBytes: 32 * 1024 * 1024,
  /** `<c>` elements in all worksheets. */
  cells: 300_000,
  /** `<si>` elements in the shared strings. */
  sharedStrings: 300_000,
  /** Bytes of text and attribute values in all XML parts: what the parser would make strings of. */
  characters: 8_000_000,
} as const;

export const WORKBOOK_MESSAGES = {
  entries: `The workbook has more than ${n(WORKBOOK_LIMITS.entries)} parts`,
  unpackedBytes: `The workbook is larger than ${WORKBOOK_LIMITS.unpackedBytes / 1024 / 1024} MB once unpacked`,
  cells: `The workbook has more than ${n(WORKBOOK_LIMITS.cells)} cells`,
  sharedStrings: `The workbook has more than ${n(WORKBOOK_LIMITS.sharedStrings)} different texts`,
  characters: `The workbook has more than ${n(WORKBOOK_LIMITS.characters)} characters of text`,
} as const satisfies Record<keyof typeof WORKBOOK_LIMITS, string>;
