import { style } from '@vanilla-extract/css';

export const section = style({ marginTop: '32px', maxWidth: '72ch' });

export const wide = style({ marginTop: '32px' });

export const heading = style({ fontSize: '1.25rem', margin: '0 0 12px' });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))',
  gap: '12px 24px',
  margin: 0,
});

export const plans = style({ maxWidth: '420px' });
