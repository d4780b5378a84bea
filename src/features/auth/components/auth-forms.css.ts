import { style } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';

export const form = style({ display: 'flex', flexDirection: 'column' });

export const actions = style({ display: 'flex', flexDirection: 'column', gap: '8px', marginTop: '4px' });

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '4px 8px',
  marginTop: '12px',
  color: vars.color.textMuted,
});

export const brokerList = style({
  listStyle: 'none',
  padding: 0,
  margin: '0 0 12px',
  display: 'flex',
  flexDirection: 'column',
  gap: '8px',
});

export const intro = style({ margin: '0 0 12px', color: vars.color.textMuted });

export const loadError = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '8px' });

/** Google's own button (an iframe it renders), centred, with room under it. */
export const googleButton = style({
  display: 'flex',
  justifyContent: 'center',
  minHeight: '44px',
  marginBottom: '12px',
  selectors: { '&[hidden]': { display: 'none' } },
});
