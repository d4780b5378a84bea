/** A screen group's own navigation (the studio's, the admin area's): a wrapping row of links, the current one plain. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../../brands/theme-contract.css';

export const nav = style({ margin: '0 0 16px' });

export const navList = style({
  listStyle: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4px 16px',
  margin: 0,
  padding: 0,
});

export const navLink = style({
  color: vars.color.primary,
  fontWeight: 600,
  minHeight: '44px',
  display: 'inline-flex',
  alignItems: 'center',
  selectors: { '&[aria-current="page"]': { color: vars.color.text, textDecoration: 'none' } },
});
