import { style } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';
import { fieldRow } from '#src/components/ui/form.css';
import { bareList, cluster } from '#src/components/ui/layout.css';

export const toolbar = style([fieldRow, { gap: '8px 16px', marginBottom: '16px' }]);

export const pre = style({ whiteSpace: 'pre-wrap', fontSize: '0.8125rem', margin: 0, maxWidth: '60ch' });

export const pager = style([cluster, { gap: '12px', alignItems: 'center' }]);

export const list = style([bareList, { margin: '0 0 24px' }]);

export const listItem = style({ padding: '12px 0', borderBottom: `1px solid ${vars.color.textMuted}` });

export const actions = style([cluster, { gap: '8px', marginTop: '8px' }]);

export const muted = style({ color: vars.color.textMuted, fontSize: '0.875rem', margin: '0 0 4px' });
