import { style } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';
import { BOTTOM_INSET, cssVar } from '../../../components/ui/layout-vars';
import { onDark } from '#src/components/ui/on-dark-button.css';

export const banner = style({
  background: vars.color.text,
  color: vars.color.background,
  padding: '8px 16px',
  textAlign: 'center',
  fontSize: '0.9375rem',
});

export const bannerLink = style({ color: 'inherit', fontWeight: 600, marginLeft: '6px' });

export const toast = style({
  position: 'fixed',
  left: '50%',
  // Above the phone's navigation bar.
  bottom: `calc(${cssVar(BOTTOM_INSET)} + 16px)`,
  transform: 'translateX(-50%)',
  zIndex: 60,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '8px 16px',
  maxWidth: 'calc(100vw - 32px)',
  padding: '12px 16px',
  borderRadius: '12px',
  background: vars.color.text,
  color: vars.color.background,
  boxShadow: '0 8px 24px rgba(0,0,0,0.25)',
});

export const toastButton = style([onDark, { padding: '8px 14px' }]);

export const list = style({ listStyle: 'none', padding: 0, margin: '16px 0', display: 'grid', gap: '8px' });

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: '4px 12px',
  padding: '12px 16px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '10px',
  background: vars.color.surface,
});

export const meta = style({ color: vars.color.textMuted, fontSize: '0.875rem' });
