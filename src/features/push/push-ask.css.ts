import { style } from '@vanilla-extract/css';
import { vars } from '../../../brands/theme-contract.css';
import { surfaceCard } from '#src/components/ui/card.css';
export { actionRow as actions } from '#src/components/ui/layout.css';

export const panel = style([
  surfaceCard,
  { display: 'grid', gap: '12px', margin: '16px 0', maxWidth: '40rem', overflowWrap: 'anywhere' },
]);

export const title = style({ margin: 0, fontSize: '1.0625rem' });

export const text = style({ margin: 0, color: vars.color.text });
