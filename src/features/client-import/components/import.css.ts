import { style } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';
import { STATUS_COLORS } from '#src/components/ui/status-colors';
import { tile } from '#src/components/ui/card.css';
import { centredRow, cluster, ruledRow } from '#src/components/ui/layout.css';
export { bareList as jobs } from '#src/components/ui/layout.css';

export const section = style([tile, { padding: '12px 16px', margin: '0 0 16px', minWidth: 0 }]);

export const heading = style({ fontSize: '1.125rem', margin: '0 0 8px' });

export const muted = style({ color: vars.color.textMuted, margin: '4px 0 8px' });

export const row = style([centredRow, { marginTop: '8px' }]);

export const error = style({ color: STATUS_COLORS.error, fontWeight: 600, margin: '8px 0 0' });

export const fileInput = style({ font: 'inherit', maxWidth: '100%', minHeight: '44px' });

export const job = style([cluster, ruledRow, { gap: '4px 12px', alignItems: 'baseline', overflowWrap: 'anywhere' }]);

export const link = style({ color: vars.color.primary, fontWeight: 600, minHeight: '44px' });

export const counts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))',
  gap: '8px',
});

export const count = style({ margin: 0 });

export const countValue = style({ display: 'block', fontSize: '1.5rem', fontWeight: 700 });

export const progress = style({ width: '100%', height: '12px' });
