import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';

export const page = style({ maxWidth: '760px', margin: '0 auto', padding: '16px 16px 64px' });

export const back = style({ display: 'inline-block', padding: '10px 0', fontWeight: 500 });

export const title = style({ fontSize: 'clamp(1.625rem, 5vw, 2.375rem)', margin: '6px 0 0', overflowWrap: 'anywhere' });

export const hero = style({ margin: '20px 0' });

/** Article HTML: long words and wide tables never push the page sideways at 360 px. */
export const body = style({ fontSize: '1.0625rem', lineHeight: 1.7, overflowWrap: 'anywhere' });
globalStyle(`${body} img`, { height: 'auto', borderRadius: '8px' });
globalStyle(`${body} iframe`, { width: '100%', height: 'auto', aspectRatio: '16 / 9', border: 0 });
globalStyle(`${body} table`, { display: 'block', maxWidth: '100%', overflowX: 'auto', borderCollapse: 'collapse' });
globalStyle(`${body} pre`, { maxWidth: '100%', overflowX: 'auto' });
globalStyle(`${body} blockquote`, {
  margin: '16px 0',
  paddingLeft: '16px',
  borderLeft: `4px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});

export const morePage = style({ outline: 'none', borderTop: `1px dashed ${vars.color.border}`, marginTop: '24px' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '12px',
  margin: '24px 0',
  padding: '16px 0',
  borderTop: `1px solid ${vars.color.border}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const gate = style({
  margin: '24px 0',
  padding: '24px',
  borderRadius: '12px',
  border: `2px solid ${vars.color.primary}`,
  background: vars.color.surface,
});

export const gateTitle = style({ margin: '0 0 8px', fontSize: '1.25rem' });

export const notice = style({
  margin: '16px 0',
  display: 'flex',
  flexDirection: 'column',
  gap: '8px',
  alignItems: 'flex-start',
});

/** The like button (components/ui/button, secondary) is filled while the reader likes the post. */
export const like = style({
  selectors: { '&[aria-pressed="true"]': { background: vars.color.primary, color: vars.color.onPrimary } },
});
