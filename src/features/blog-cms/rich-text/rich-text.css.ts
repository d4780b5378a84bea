import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';
import { STATUS_COLORS } from '#src/components/ui/status-colors';
import { cluster, stickyBar } from '#src/components/ui/layout.css';

export const frame = style({
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: '8px',
  background: vars.color.background,
  selectors: { '&[data-invalid="true"]': { borderColor: STATUS_COLORS.error, borderWidth: '2px' } },
});

export const toolbar = style([stickyBar, cluster, { gap: '4px', padding: '6px', zIndex: 1 }]);

export const tool = style({
  font: 'inherit',
  fontSize: '0.875rem',
  minWidth: '44px',
  minHeight: '44px',
  padding: '0 10px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '6px',
  background: vars.color.background,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.primary, color: vars.color.onPrimary },
  },
});

export const linkForm = style([cluster, { gap: '6px', padding: '6px', alignItems: 'end' }]);

export const content = style({ padding: '8px 12px', minHeight: '240px', overflowWrap: 'anywhere' });

globalStyle(`${content} > .ProseMirror`, { minHeight: '220px', outline: 'none' });
globalStyle(`${content}:focus-within`, { outline: `3px solid ${vars.color.primary}`, outlineOffset: '2px' });
globalStyle(`${content} .cms-page-break`, {
  margin: '16px 0',
  padding: '4px',
  borderTop: `2px dashed ${vars.color.textMuted}`,
  color: vars.color.textMuted,
  fontSize: '0.8125rem',
  textAlign: 'center',
  userSelect: 'none',
});
globalStyle(`${content} blockquote`, {
  borderLeft: `3px solid ${vars.color.border}`,
  margin: '8px 0',
  paddingLeft: '12px',
});
