import { style } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';

const WIDE = 'screen and (min-width: 880px)';

/** Filters beside the results on a wide screen, above them (behind a disclosure) on a phone. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '24px',
  marginTop: '16px',
  '@media': { [WIDE]: { gridTemplateColumns: '280px minmax(0, 1fr)', alignItems: 'start' } },
});

export const toggle = style({
  '@media': { [WIDE]: { display: 'none' } },
});

export const panel = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: '12px',
  background: vars.color.surface,
  padding: '16px',
  selectors: { '&[data-open="false"]': { display: 'none' } },
  '@media': { [WIDE]: { selectors: { '&[data-open="false"]': { display: 'block' } } } },
});

export const panelTitle = style({
  fontSize: '1.125rem',
  margin: '0 0 12px',
  display: 'none',
  '@media': { [WIDE]: { display: 'block' } },
});

export const group = style({ border: 'none', margin: '0 0 14px', padding: 0, minWidth: 0 });

export const legend = style({ fontWeight: 600, fontSize: '0.9375rem', padding: 0, marginBottom: '4px' });

export const checks = style({ display: 'flex', flexWrap: 'wrap', gap: '0 16px' });

export const check = style({ display: 'inline-flex', alignItems: 'center', gap: '8px', minHeight: '44px' });

export const checkbox = style({ width: '20px', height: '20px', margin: 0, accentColor: vars.color.primary });

export const range = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '8px' });

export const rangeField = style({ display: 'flex', flexDirection: 'column', gap: '4px', minWidth: 0 });

export const small = style({ fontSize: '0.875rem', fontWeight: 600 });

export const selectField = style({ display: 'flex', flexDirection: 'column', gap: '4px', marginBottom: '14px' });

export const count = style({ margin: 0, color: vars.color.textMuted });
