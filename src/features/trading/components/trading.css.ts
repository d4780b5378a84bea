import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';
import { STATUS_COLORS } from '#src/components/ui/status-colors';
import { pill } from '#src/components/ui/card.css';
import { boxedChoice } from '#src/components/ui/form.css';
import { cluster, stack as column } from '#src/components/ui/layout.css';
export { totalLabel, totalValue } from '#src/components/ui/figures.css';
export { note } from '#src/components/ui/section.css';
export { panel as card } from '#src/components/ui/section.css';
export { choiceLegend as legend } from '#src/components/ui/form.css';
export { centredRow as row, gridList as list } from '#src/components/ui/layout.css';

export const toggle = style([cluster, { gap: '8px', border: 0, padding: 0, margin: '0 0 12px' }]);

/**
 * Label and value side by side; a long value ('Not known until you sign in at your broker') wraps in
 * at most half the width instead of squeezing its label to nothing and drawing it over the value.
 */
export const totals = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) fit-content(50%)',
  gap: '4px 12px',
  margin: '12px 0',
});

export const choice = style([boxedChoice, { display: 'inline-flex', padding: '0 12px' }]);

export const stack = style([column, { gap: '8px' }]);

export const chip = styleVariants(
  {
    neutral: { background: vars.color.surface, color: vars.color.text },
    success: { background: STATUS_COLORS.successSurface, color: STATUS_COLORS.success },
    error: { background: STATUS_COLORS.errorSurface, color: STATUS_COLORS.error },
  },
  (colors) => [
    colors,
    pill,
    { padding: '2px 10px', border: `1px solid ${vars.color.border}`, fontWeight: 600, whiteSpace: 'nowrap' },
  ],
);

export const cardTitle = style({ margin: '0 0 4px', fontSize: '1.0625rem' });

export const muted = style({ color: vars.color.textMuted, margin: '2px 0' });

export const link = style({ color: vars.color.primary, fontWeight: 600 });
