/** A screen group's own navigation (the studio's, the admin area's): a wrapping row of links, the current one plain. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../../brands/theme-contract.css';
import { bareList, cluster } from './layout.css';

export const nav = style({ margin: '0 0 16px' });

export const navList = style([bareList, cluster, { gap: '4px 16px' }]);

/** A link a full tap target tall, in the brand colour. */
export const tapLink = style({
  color: vars.color.primary,
  fontWeight: 600,
  minHeight: '44px',
  display: 'inline-flex',
  alignItems: 'center',
});

export const navLink = style([
  tapLink,
  { selectors: { '&[aria-current="page"]': { color: vars.color.text, textDecoration: 'none' } } },
]);
