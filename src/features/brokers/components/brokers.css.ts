import { style } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';

export const section = style({ margin: '24px 0' });

export const sectionTitle = style({ fontSize: '1.25rem', margin: '0 0 12px' });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '12px',
  maxWidth: '720px',
});

export const card = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: '12px',
  padding: '16px',
  background: vars.color.background,
  display: 'flex',
  flexWrap: 'wrap',
  gap: '12px',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
});

export const name = style({ margin: '0 0 8px', fontSize: '1.0625rem' });

export const facts = style({ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: '2px 12px', margin: 0 });

export const factLabel = style({ color: vars.color.textMuted });

export const factValue = style({ margin: 0, fontWeight: 600 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '8px' });

export const choices = style({ border: 0, padding: 0, margin: '0 0 12px', display: 'grid', gap: '8px' });

export const legend = style({ fontWeight: 600, marginBottom: '6px', padding: 0 });

export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: '8px',
  minHeight: '44px',
  padding: '4px 12px',
  borderRadius: '8px',
  border: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
});

export const muted = style({ color: vars.color.textMuted, margin: '2px 0' });

export const link = style({ color: vars.color.primary, fontWeight: 600 });
