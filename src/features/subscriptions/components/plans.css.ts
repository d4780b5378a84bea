import { style } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';
import { surfaceCard } from '#src/components/ui/card.css';
import { bareList, stack } from '#src/components/ui/layout.css';

export const lead = style({ color: vars.color.textMuted, margin: '0 0 12px' });

export const list = style([
  bareList,
  {
    margin: '0 0 12px',
    display: 'grid',
    gap: '12px',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
  },
]);

export const card = style([surfaceCard, stack, { gap: '6px', minWidth: 0 }]);

export const name = style({ margin: 0, fontWeight: 600, fontSize: '1.0625rem' });

export const feeLabel = style({ color: vars.color.textMuted, fontWeight: 400, fontSize: '0.875rem' });

export const price = style({ margin: 0, fontSize: '1.25rem', fontWeight: 600, fontVariantNumeric: 'tabular-nums' });

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.875rem', fontWeight: 400 });
