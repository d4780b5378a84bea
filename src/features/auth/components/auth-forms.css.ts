import { style } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';
import { bareList, cluster, stack } from '#src/components/ui/layout.css';
export { stack as form } from '#src/components/ui/layout.css';

export const actions = style([stack, { gap: '8px', marginTop: '4px' }]);

export const links = style([
  cluster,
  { alignItems: 'center', gap: '4px 8px', marginTop: '12px', color: vars.color.textMuted },
]);

export const brokerList = style([bareList, stack, { margin: '0 0 12px', gap: '8px' }]);

export const intro = style({ margin: '0 0 12px', color: vars.color.textMuted });

export const loadError = style([stack, { alignItems: 'flex-start', gap: '8px' }]);

/** Google's own button (an iframe it renders), centred, with room under it. */
export const googleButton = style({
  display: 'flex',
  justifyContent: 'center',
  minHeight: '44px',
  marginBottom: '12px',
  selectors: { '&[hidden]': { display: 'none' } },
});
