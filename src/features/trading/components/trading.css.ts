import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';
import { STATUS_COLORS } from '#src/components/ui/status-colors';

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

export const totalLabel = style({ color: vars.color.textMuted });

export const totalValue = style({ margin: 0, textAlign: 'end', fontWeight: 600, fontVariantNumeric: 'tabular-nums' });

export const note = style({ color: vars.color.textMuted, fontSize: '0.875rem', margin: '0 0 8px' });

export const toggle = style({
  display: 'flex',
  gap: '8px',
  flexWrap: 'wrap',
  border: 0,
  padding: 0,
  margin: '0 0 12px',
});

export const legend = style({ fontWeight: 600, marginBottom: '6px', padding: 0 });

export const choice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '8px',
  minHeight: '44px',
  padding: '0 12px',
  borderRadius: '8px',
  border: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: '8px' });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: '8px', alignItems: 'center' });

export const chip = styleVariants(
  {
    neutral: { background: vars.color.surface, color: vars.color.text },
    success: { background: STATUS_COLORS.successSurface, color: STATUS_COLORS.success },
    error: { background: STATUS_COLORS.errorSurface, color: STATUS_COLORS.error },
  },
  (colors) => [
    colors,
    {
      display: 'inline-block',
      padding: '2px 10px',
      borderRadius: '999px',
      border: `1px solid ${vars.color.border}`,
      fontSize: '0.8125rem',
      fontWeight: 600,
      whiteSpace: 'nowrap',
    },
  ],
);

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '12px' });

export const card = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: '12px',
  padding: '16px',
  background: vars.color.background,
  minWidth: 0,
});

export const cardTitle = style({ margin: '0 0 4px', fontSize: '1.0625rem' });

export const muted = style({ color: vars.color.textMuted, margin: '2px 0' });

export const link = style({ color: vars.color.primary, fontWeight: 600 });
