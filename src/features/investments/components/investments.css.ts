import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';
import { STATUS_COLORS } from '#src/components/ui/status-colors';
import { panel } from '#src/components/ui/section.css';
import { pill } from '#src/components/ui/card.css';
import { bareList, cluster } from '#src/components/ui/layout.css';
export { actionRow as actions, gridList as cards } from '#src/components/ui/layout.css';
export { checkRow as choice, choiceGroup as fieldset } from '#src/components/ui/form.css';
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

export const card = style([panel, { display: 'grid', gap: '8px' }]);
export const cardTitle = style({ margin: 0, fontSize: '1.125rem' });
export const cardLink = style({ color: vars.color.primary, fontWeight: 700, overflowWrap: 'anywhere' });

export const badges = style([bareList, cluster, { gap: '6px' }]);
export const badge = style([
  pill,
  { border: `1px solid ${STATUS_COLORS.info}`, color: STATUS_COLORS.info, fontWeight: 600 },
]);
export const badgeAlert = style([badge, { borderColor: STATUS_COLORS.error, color: STATUS_COLORS.error }]);

/** A boxed message above the list: the reminder in the brand colour, the banner (a problem) in red. */
export const reminder = style({
  border: `2px solid ${vars.color.primary}`,
  borderRadius: '12px',
  padding: '12px 16px',
  margin: '0 0 16px',
});
export const banner = style([reminder, { borderColor: STATUS_COLORS.error, background: STATUS_COLORS.errorSurface }]);
export const bannerTitle = style({ margin: '0 0 4px', fontSize: '1.0625rem' });
export const back = style({ color: vars.color.primary, fontWeight: 600, display: 'inline-block', margin: '0 0 8px' });

export const field = style({ display: 'grid', gap: '4px', margin: '0 0 12px' });
/** A short amount input: its own width, the browser's colours. */
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
