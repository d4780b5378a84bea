import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';
import { STATUS_COLORS } from '#src/components/ui/status-colors';
import { panel } from '#src/components/ui/section.css';
export { muted, section, sectionTitle, subTitle } from '#src/components/ui/section.css';
export { figure, figureLabel, figureValue, figures } from '#src/components/ui/figures.css';
export { caption, cell, numeric, table } from '#src/components/ui/table.css';
export { visuallyHidden } from '#src/components/ui/visually-hidden.css';

/** Gain and loss colours, always beside a written sign and word (colour is never the only cue). */
export const tone = styleVariants({
  gain: { color: STATUS_COLORS.success },
  loss: { color: STATUS_COLORS.error },
  even: { color: vars.color.text },
});

export const cards = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '12px' });
export const card = style([panel, { display: 'grid', gap: '8px' }]);
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
