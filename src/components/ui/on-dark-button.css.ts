import { style } from '@vanilla-extract/css';
import { vars } from '../../../brands/theme-contract.css';

/** A button on a dark bar (a toast, a banner): outlined in the page's colour; compose it with a padding. */
export const onDark = style({
  minHeight: '44px',
  borderRadius: '8px',
  border: `1px solid ${vars.color.background}`,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
});
