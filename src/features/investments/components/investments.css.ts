import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';
import { STATUS_COLORS } from '#src/components/ui/status-colors';

export const section = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: '12px',
  padding: '16px',
  background: vars.color.background,
  minWidth: 0,
  margin: '0 0 16px',
});

export const sectionTitle = style({ margin: '0 0 12px', fontSize: '1.25rem' });
export const subTitle = style({ margin: '16px 0 8px', fontSize: '1rem' });
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

/** Gain and loss colours, always beside a written sign and word (colour is never the only cue). */
export const tone = styleVariants({
  gain: { color: STATUS_COLORS.success },
  loss: { color: STATUS_COLORS.error },
  even: { color: vars.color.text },
});

export const cards = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '12px' });
export const card = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: '12px',
  padding: '16px',
  background: vars.color.background,
  display: 'grid',
  gap: '8px',
  minWidth: 0,
});
export const cardTitle = style({ margin: 0, fontSize: '1.125rem' });
export const cardLink = style({ color: vars.color.primary, fontWeight: 700, overflowWrap: 'anywhere' });

export const badges = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: '6px',
});
export const badge = style({
  display: 'inline-block',
  padding: '2px 8px',
  borderRadius: '999px',
  border: `1px solid ${STATUS_COLORS.info}`,
  color: STATUS_COLORS.info,
  fontSize: '0.8125rem',
  fontWeight: 600,
});
export const badgeAlert = style([badge, { borderColor: STATUS_COLORS.error, color: STATUS_COLORS.error }]);

export const table = style({ borderCollapse: 'collapse', width: '100%', fontSize: '0.9375rem' });
export const caption = style({ textAlign: 'start', color: vars.color.textMuted, padding: '0 0 8px' });
export const cell = style({
  padding: '6px 8px',
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
});
export const numeric = style([cell, { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }]);

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '8px' });
export const banner = style({
  border: `2px solid ${STATUS_COLORS.error}`,
  background: STATUS_COLORS.errorSurface,
  borderRadius: '12px',
  padding: '12px 16px',
  margin: '0 0 16px',
});
export const reminder = style({
  border: `2px solid ${vars.color.primary}`,
  borderRadius: '12px',
  padding: '12px 16px',
  margin: '0 0 16px',
});
export const bannerTitle = style({ margin: '0 0 4px', fontSize: '1.0625rem' });
export const back = style({ color: vars.color.primary, fontWeight: 600, display: 'inline-block', margin: '0 0 8px' });

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const fieldset = style({ border: 0, padding: 0, margin: '0 0 12px', display: 'grid', gap: '8px' });
export const choice = style({ display: 'flex', alignItems: 'center', gap: '8px', minHeight: '44px' });
export const field = style({ display: 'grid', gap: '4px', margin: '0 0 12px' });
export const input = style({
  minHeight: '44px',
  padding: '0 12px',
  borderRadius: '8px',
  border: `1px solid ${vars.color.textMuted}`,
  font: 'inherit',
  maxWidth: '16rem',
});

/** A table followed by another in the same dialog (the adviser's weights, then the orders). */
export const tableGap = style({ marginBottom: '16px' });
