import { formatDate, formatPrice } from '#contract/locale/format';
import { FEE_MODE_NAMES } from '#contract/compliance/family';

/** The checkout's words for the family SEBI's fee limits count together (docs/compliance-fees.md). */
export const familyMessages = {
  legend: 'Your family (optional)',
  lead:
    'SEBI limits what one adviser may charge a family: your spouse, dependent children and parents. Declare them with ' +
    'their PAN so your family’s plans are counted together.',
  relation: 'Relation',
  name: 'Name',
  pan: 'PAN',
  add: 'Add a family member',
  remove: (n: number) => `Remove family member ${n}`,
  member: (n: number) => `Family member ${n}`,
  none: 'No family members declared.',
  standing: (used: number, cap: number) =>
    `Your family’s fixed fees with this adviser: ${formatPrice(used)} of ${formatPrice(cap)} a year.`,
  mode: (mode: keyof typeof FEE_MODE_NAMES, since: string) =>
    `Your family pays this adviser by ${FEE_MODE_NAMES[mode]} since ${formatDate(since)}.`,
  upi: 'Pay only to this adviser’s SEBI-validated UPI handle:',
  verifyUpi: 'Verify it on SEBI Check',
  opensNewTab: '(opens in a new tab)',
} as const;
