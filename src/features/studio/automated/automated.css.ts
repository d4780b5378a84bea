import { style } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: '8px', maxWidth: '760px' });

export const fieldset = style({
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: '8px',
  padding: '12px 16px',
  margin: '0 0 14px',
  minWidth: 0,
});

export const legend = style({ fontWeight: 600, padding: '0 4px' });

export const choices = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: '4px 16px',
});

export const choice = style({ display: 'flex', alignItems: 'center', gap: '8px', minHeight: '44px' });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  gap: '0 16px',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '12px', margin: '8px 0 16px' });

export const muted = style({ color: vars.color.textMuted, fontSize: '0.875rem' });
