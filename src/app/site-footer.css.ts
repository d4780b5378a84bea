import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../brands/theme-contract.css';
import { cluster, stack } from '#src/components/ui/layout.css';

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: '0.875rem',
});

export const inner = style({ maxWidth: '1120px', margin: '0 auto', padding: '28px 16px 24px' });

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  gap: '20px 32px',
});

export const column = style({ minWidth: 0 });

export const heading = style({
  margin: '0 0 8px',
  color: vars.color.text,
  fontSize: '0.9375rem',
  fontWeight: 700,
});

export const facts = style({ margin: 0, display: 'grid', gap: '6px' });

export const number = style({
  margin: 0,
  color: vars.color.text,
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '0.02em',
});

export const line = style({ margin: '0 0 8px', fontStyle: 'normal', overflowWrap: 'anywhere' });

/**
 * The e-mail and telephone links, one a line: each at least 24 px tall whatever font the device
 * renders them in (WCAG 2.2 target size; Noto Sans, Android's font, sets them 19 px tall as plain text).
 */
export const contactLinks = style([
  stack,
  { margin: '0 0 8px', alignItems: 'flex-start', gap: '2px', overflowWrap: 'anywhere' },
]);

globalStyle(`${contactLinks} > a`, { display: 'inline-flex', alignItems: 'center', minHeight: '24px' });

export const links = style([
  cluster,
  { gap: '0 20px', marginTop: '20px', paddingTop: '12px', borderTop: `1px solid ${vars.color.border}` },
]);

// Standalone links, so each gets a comfortable tap target.
globalStyle(`${links} > a`, { display: 'inline-flex', alignItems: 'center', minHeight: '32px' });

export const disclaimer = style({ margin: '16px 0 0', maxWidth: '80ch' });
