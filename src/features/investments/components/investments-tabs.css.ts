import { style } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';

export const tabList = style({
  display: 'flex',
  gap: '4px',
  borderBottom: `1px solid ${vars.color.border}`,
  margin: '0 0 16px',
  overflowX: 'auto',
});

export const tab = style({
  minHeight: '44px',
  padding: '0 16px',
  border: 0,
  borderBottom: '3px solid transparent',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&[aria-selected="true"]': { borderBottomColor: vars.color.primary, color: vars.color.primary },
  },
});

export const panel = style({ minWidth: 0 });
