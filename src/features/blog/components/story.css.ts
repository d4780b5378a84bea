import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';

/** Pieces every story card shares: media, chip, title link, meta line. */

/** The `<picture>` around a story's image lays out as the image alone. */
export const picture = style({ display: 'contents' });

export const media = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  objectFit: 'cover',
  borderRadius: '10px',
  background: vars.color.surface,
});

export const playButton = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  padding: 0,
  border: 0,
  borderRadius: '10px',
  background: 'none',
  cursor: 'pointer',
  font: 'inherit',
  color: 'inherit',
});

export const playBadge = style({
  position: 'absolute',
  left: '50%',
  top: '50%',
  width: '56px',
  height: '56px',
  marginLeft: '-28px',
  marginTop: '-28px',
  borderRadius: '50%',
  background: 'rgba(0, 0, 0, 0.72)',
  color: '#ffffff',
  display: 'grid',
  placeItems: 'center',
  pointerEvents: 'none',
  selectors: { [`${playButton}:hover &`]: { background: 'rgba(0, 0, 0, 0.88)' } },
});

/**
 * A story's embed in the image's place: the same 16:9 box as an image, so a row of cards stays
 * even. A video frame fills it; a quote is set in it as a framed pull quote, its type scaled to
 * the card's width and cut to four lines (the article has it whole).
 */
export const embed = style({
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  width: '100%',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  borderRadius: '10px',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
globalStyle(`${embed} iframe`, {
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  border: 0,
});
globalStyle(`${embed} blockquote`, {
  margin: 0,
  padding: 'clamp(12px, 6cqi, 40px)',
  borderLeft: `4px solid ${vars.color.primary}`,
  minHeight: '100%',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: '0.5em',
  color: vars.color.text,
  fontSize: 'clamp(0.875rem, 4.5cqi, 1.5rem)',
  lineHeight: 1.35,
});
globalStyle(`${embed} blockquote p`, { margin: 0 });
globalStyle(`${embed} blockquote p:first-child`, {
  fontWeight: 600,
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 4,
  overflow: 'hidden',
});
globalStyle(`${embed} blockquote p:first-child::before`, { content: '"“"' });
globalStyle(`${embed} blockquote p:first-child::after`, { content: '"”"' });
globalStyle(`${embed} blockquote p:not(:first-child)`, {
  fontSize: '0.8em',
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
globalStyle(`${embed} cite`, { fontStyle: 'normal' });

export const chip = style({
  display: 'inline-block',
  alignSelf: 'flex-start',
  padding: '2px 10px',
  borderRadius: '999px',
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: '0.75rem',
  fontWeight: 600,
  letterSpacing: '0.02em',
  textTransform: 'uppercase',
});

export const premium = style([
  chip,
  { background: vars.color.surface, color: vars.color.text, border: `1px solid ${vars.color.border}` },
]);

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: '6px', margin: '10px 0 4px' });

export const titleLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: { '&:hover, &:focus-visible': { textDecoration: 'underline', color: vars.color.primary } },
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '2px 12px',
  margin: '6px 0 0',
  color: vars.color.textMuted,
  fontSize: '0.875rem',
});

export const summary = style({
  color: vars.color.text,
  overflowWrap: 'anywhere',
  margin: '8px 0 0',
});
globalStyle(`${summary} p`, { margin: '0 0 6px' });
globalStyle(`${summary} img`, { height: 'auto' });
