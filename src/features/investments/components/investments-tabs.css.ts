import { style } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';

/**
 * The tabs fit their row at 320 px, under the client view's banner too (their padding narrows under
 * 360 px). Should they not fit (a larger text setting), they scroll inside this box, never the page, and
 * the selected tab is brought whole into view (investments-tabs.tsx).
 */
export const tabList = style({
  display: 'flex',
  gap: '4px',
  borderBottom: `1px solid ${vars.color.border}`,
  margin: '0 0 16px',
  overflowX: 'auto',
});

export const tab = style({
  flexShrink: 0,
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
  '@media': { 'screen and (max-width: 359px)': { padding: '0 8px' } },
});

export const panel = style({ minWidth: 0 });
