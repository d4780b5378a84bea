import { style } from '@vanilla-extract/css';
import { vars } from '../../../brands/theme-contract.css';

/** A bordered box on the page's background; compose it (`style([panel, {...}])`) for a card or a section. */
export const panel = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: '12px',
  padding: '16px',
  background: vars.color.background,
  minWidth: 0,
});

/** One section of a screen: a panel with room below it. */
export const section = style([panel, { margin: '0 0 16px' }]);

export const sectionTitle = style({ margin: '0 0 12px', fontSize: '1.25rem' });
export const subTitle = style({ margin: '16px 0 8px', fontSize: '1rem' });
export const muted = style({ color: vars.color.textMuted, margin: '4px 0' });
/** Small muted text: a hint, a date, a count. */
export const fine = style({ color: vars.color.textMuted, fontSize: '0.875rem' });
/** A small muted note above what it speaks of. */
export const note = style([fine, { margin: '0 0 8px' }]);
