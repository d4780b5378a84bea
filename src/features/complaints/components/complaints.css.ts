import { style } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';
import { STATUS_COLORS } from '#src/components/ui/status-colors';
import { tile } from '#src/components/ui/card.css';
import { bareList, cluster } from '#src/components/ui/layout.css';
export { gridList as list } from '#src/components/ui/layout.css';

export const toolbar = style([cluster, { gap: '12px', alignItems: 'end', margin: '0 0 16px' }]);

export const card = style([
  tile,
  { padding: '12px 16px', background: vars.color.surface, display: 'grid', gap: '4px', overflowWrap: 'anywhere' },
]);

export const cardLink = style({
  fontWeight: 700,
  color: vars.color.primary,
  minHeight: '44px',
  display: 'inline-flex',
  alignItems: 'center',
});

export const meta = style({ color: vars.color.textMuted, fontSize: '0.875rem', margin: 0 });

/** Label and value side by side; a long value (an investor's email) wraps inside its column at 320 px. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: '4px 16px',
  margin: '0 0 16px',
  overflowWrap: 'anywhere',
});

export const clock = style({ fontWeight: 700, margin: 0 });
export const overdue = style({ color: STATUS_COLORS.error });

export const body = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: '0 0 16px' });

export const history = style([bareList, { margin: '0 0 24px', display: 'grid', gap: '12px' }]);

export const event = style({ borderLeft: `3px solid ${vars.color.border}`, padding: '4px 0 4px 12px' });
export const teamEvent = style({ borderLeftColor: vars.color.primary });

export const files = style([bareList, { margin: '0 0 16px', display: 'grid', gap: '8px' }]);

export const pager = style([cluster, { alignItems: 'center', gap: '8px 12px', margin: '16px 0 0' }]);
