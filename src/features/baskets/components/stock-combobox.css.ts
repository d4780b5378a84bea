import { style } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';

export const wrap = style({ position: 'relative' });

export const listbox = style({
  position: 'absolute',
  zIndex: 5,
  insetInline: 0,
  top: '100%',
  margin: '4px 0 0',
  padding: '4px 0',
  listStyle: 'none',
  maxHeight: '280px',
  overflowY: 'auto',
  background: vars.color.background,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: '8px',
  boxShadow: '0 8px 24px rgb(0 0 0 / 0.12)',
});

export const option = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: '8px',
  padding: '8px 12px',
  cursor: 'pointer',
  minHeight: '44px',
  overflowWrap: 'anywhere',
  selectors: {
    '&[aria-selected="true"]': {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      outline: `2px solid ${vars.color.text}`,
      outlineOffset: '-2px',
    },
  },
});

export const symbol = style({ fontWeight: 700 });

export const sector = style({
  gridColumn: '1 / -1',
  fontSize: '0.8125rem',
  opacity: 0.85,
});

export const message = style({
  margin: '0 0 8px',
  fontSize: '0.875rem',
  color: vars.color.textMuted,
  minHeight: '1.25em',
});
