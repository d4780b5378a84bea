import { style } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';
import { BOTTOM_INSET, cssVar } from '../../../components/ui/layout-vars';
import { onDark } from '#src/components/ui/on-dark-button.css';
import { surfaceCard } from '#src/components/ui/card.css';
import { bareList, cluster } from '#src/components/ui/layout.css';
export { fine as meta } from '#src/components/ui/section.css';

export const banner = style({
  background: vars.color.text,
  color: vars.color.background,
  padding: '8px 16px',
  textAlign: 'center',
  fontSize: '0.9375rem',
});

export const bannerLink = style({ color: 'inherit', fontWeight: 600, marginLeft: '6px' });

export const toast = style([
  cluster,
  {
    position: 'fixed',
    left: '50%',
    // Above the phone's navigation bar.
    bottom: `calc(${cssVar(BOTTOM_INSET)} + 16px)`,
    transform: 'translateX(-50%)',
    zIndex: 60,
    alignItems: 'center',
    gap: '8px 16px',
    maxWidth: 'calc(100vw - 32px)',
    padding: '12px 16px',
    borderRadius: '12px',
    background: vars.color.text,
    color: vars.color.background,
    boxShadow: '0 8px 24px rgba(0,0,0,0.25)',
  },
]);

export const toastButton = style([onDark, { padding: '8px 14px' }]);

export const list = style([bareList, { margin: '16px 0', display: 'grid', gap: '8px' }]);

export const item = style([
  surfaceCard,
  cluster,
  { justifyContent: 'space-between', gap: '4px 12px', padding: '12px 16px', borderRadius: '10px' },
]);
