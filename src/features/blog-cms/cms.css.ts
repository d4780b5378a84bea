import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../brands/theme-contract.css';
import { STATUS_COLORS } from '#src/components/ui/status-colors';
import { bareList, centredRow, cluster, stickyBar } from '#src/components/ui/layout.css';
import { pill, tile } from '#src/components/ui/card.css';
import { input } from '#src/components/ui/text-field.css';
export { checkRow as check } from '#src/components/ui/form.css';

export const status = style([
  stickyBar,
  {
    zIndex: 2,
    padding: '6px 0',
    marginBottom: '12px',
    selectors: { '&[data-problem="true"]': { color: STATUS_COLORS.error } },
  },
]);

export const statusText = style({ margin: 0, fontSize: '0.9375rem', fontWeight: 600 });

export const row = style([centredRow, { marginTop: '8px' }]);

export const section = style([tile, { padding: '12px', margin: '0 0 16px', minWidth: 0 }]);

export const legend = style({ fontWeight: 700, padding: '0 4px' });

export const textarea = style([input, { minHeight: '88px' }]);

export const select = style([textarea, { minHeight: '44px' }]);

export const image = style({
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  borderRadius: '8px',
  margin: '8px 0',
});

export const files = style([bareList, { margin: '0 0 8px' }]);

export const fileRow = style([
  centredRow,
  {
    justifyContent: 'space-between',
    padding: '6px 0',
    borderBottom: `1px solid ${vars.color.border}`,
    overflowWrap: 'anywhere',
  },
]);

export const muted = style({ color: vars.color.textMuted, fontSize: '0.875rem', margin: '4px 0' });

export const error = style({ color: STATUS_COLORS.error, fontSize: '0.875rem', fontWeight: 600, margin: '4px 0' });

const chip = style([pill, { fontWeight: 600, border: '1px solid currentColor' }]);
export const statusChip = styleVariants({
  draft: [chip, { color: vars.color.text }],
  scheduled: [chip, { color: STATUS_COLORS.info, borderStyle: 'dashed' }],
  published: [chip, { color: STATUS_COLORS.success }],
});

export const postList = style([bareList, { margin: '0 0 16px' }]);

export const postRow = style({
  display: 'grid',
  gap: '4px',
  padding: '10px 0',
  borderBottom: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
});

export const filters = style([cluster, { gap: '6px', margin: '0 0 12px' }]);
