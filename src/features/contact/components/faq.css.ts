import { style } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';

export const group = style({ margin: '0 0 24px' });

export const groupHeading = style({ fontSize: '1.25rem', margin: '0 0 8px' });

export const item = style({ borderBottom: `1px solid ${vars.color.textMuted}` });

export const question = style({
  cursor: 'pointer',
  fontWeight: 600,
  padding: '12px 0',
  minHeight: '44px',
  listStylePosition: 'outside',
  marginLeft: '1.25em',
});

export const answer = style({ margin: '0 0 12px', whiteSpace: 'pre-line', overflowWrap: 'anywhere' });
