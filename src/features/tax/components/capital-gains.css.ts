import { style } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';
export { muted, section, sectionTitle } from '#src/components/ui/section.css';
export { centredRow as actions } from '#src/components/ui/layout.css';
export { totalLabel, totalValue } from '#src/components/ui/figures.css';

/** The year picker: as wide as its longest year, the full width on a phone. */
export const picker = style({ maxWidth: '16rem', margin: '0 0 16px' });
/**
 * The totals' labels keep at least 9rem on a phone; a long figure (the exemption used, of the year's) wraps
 * under itself instead of squeezing them to a word a line.
 */
export const yearTotals = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(9rem, 1fr) minmax(0, max-content)',
  gap: '4px 12px',
  margin: '12px 0',
});

/** The estimate's total stands out from the figures it comes from. */
export const estimate = style({ fontSize: '1.125rem', fontWeight: 700, color: vars.color.text });
export const notes = style({ margin: '8px 0 0', paddingInlineStart: '1.25rem', color: vars.color.textMuted });
