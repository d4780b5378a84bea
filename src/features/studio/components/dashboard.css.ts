import { style } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '8px', margin: '0 0 16px' });

export const section = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: '12px',
  padding: '16px',
  background: vars.color.background,
  minWidth: 0,
  margin: '0 0 16px',
});
export const sectionTitle = style({ margin: '0 0 12px', fontSize: '1.25rem' });
export const muted = style({ color: vars.color.textMuted, margin: '4px 0' });

/** Figures as a definition list: two columns on a phone, more on a wide screen. */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(132px, 1fr))',
  gap: '12px',
  margin: 0,
});
export const figure = style({ margin: 0, minWidth: 0 });
export const figureLabel = style({ color: vars.color.textMuted, fontSize: '0.875rem' });
export const figureValue = style({
  margin: 0,
  fontSize: '1.125rem',
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const rows = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '12px' });
export const row = style({
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: '12px',
  display: 'grid',
  gap: '8px',
  minWidth: 0,
});
export const rowTitle = style({ margin: 0, fontSize: '1.0625rem', overflowWrap: 'anywhere' });
export const badge = style({
  marginInlineStart: '8px',
  fontSize: '0.75rem',
  fontWeight: 600,
  padding: '2px 8px',
  borderRadius: '999px',
  border: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  verticalAlign: 'middle',
});
export const rowLinks = style({ display: 'flex', flexWrap: 'wrap', gap: '4px 16px', margin: 0, padding: 0 });
export const link = style({
  color: vars.color.primary,
  fontWeight: 600,
  minHeight: '44px',
  display: 'inline-flex',
  alignItems: 'center',
});
