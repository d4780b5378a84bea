import { style } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';
import { actionRow, cluster } from '#src/components/ui/layout.css';
export { muted, section, sectionTitle } from '#src/components/ui/section.css';
export { figure, figureLabel, figureValue, figures } from '#src/components/ui/figures.css';
export { gridList as rows } from '#src/components/ui/layout.css';
export { tapLink as link } from '#src/components/ui/section-nav.css';

export const actions = style([actionRow, { margin: '0 0 16px' }]);

export const row = style({
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: '12px',
  display: 'grid',
  gap: '8px',
  minWidth: 0,
});
export const rowTitle = style({ margin: 0, fontSize: '1.0625rem', overflowWrap: 'anywhere' });
export const badge = style({
  marginInlineStart: '8px',
  fontSize: '0.75rem',
  fontWeight: 600,
  padding: '2px 8px',
  borderRadius: '999px',
  border: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  verticalAlign: 'middle',
});
export const rowLinks = style([cluster, { gap: '4px 16px', margin: 0, padding: 0 }]);
