import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';
import { STATUS_COLORS } from '#src/components/ui/status-colors';

export const targets = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: '12px' });

export const target = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: '8px',
  padding: '8px 12px',
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const targetHeading = style({ fontSize: '1rem', margin: '0 0 2px' });

export const meta = style({ color: vars.color.textMuted, margin: '0 0 8px', fontSize: '0.875rem' });

export const change = styleVariants({
  added: { color: STATUS_COLORS.success, fontWeight: 600 },
  removed: { color: STATUS_COLORS.error, fontWeight: 600 },
  reweighted: { color: vars.color.text, fontWeight: 600 },
  unchanged: { color: vars.color.textMuted },
});

export const closed = style({ color: STATUS_COLORS.error, margin: '0 0 8px' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '8px', alignItems: 'center', margin: '12px 0' });
