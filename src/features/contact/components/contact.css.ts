import { style } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';

export const layout = style({
  display: 'grid',
  gap: '24px',
  '@media': { 'screen and (min-width: 860px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const form = style({ maxWidth: '560px', position: 'relative' });

export const choice = style({
  border: 0,
  padding: 0,
  margin: '0 0 14px',
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4px 20px',
});

export const legend = style({ fontWeight: 600, fontSize: '0.9375rem', marginBottom: '6px', padding: 0 });

export const radio = style({ display: 'inline-flex', alignItems: 'center', gap: '8px', minHeight: '44px' });

/** The trap field: off screen, out of the tab order, hidden from assistive technology. */
export const trap = style({ position: 'absolute', left: '-10000px', width: '1px', height: '1px', overflow: 'hidden' });

export const details = style({
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: '12px',
  padding: '16px',
  alignSelf: 'start',
  overflowWrap: 'anywhere',
});

export const detailsHeading = style({ fontSize: '1.125rem', margin: '0 0 8px' });

export const facts = style({ margin: 0, display: 'grid', gap: '8px' });

export const fact = style({ margin: 0 });

export const factLabel = style({ color: vars.color.textMuted, fontSize: '0.875rem' });
