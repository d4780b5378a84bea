import { style } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';
import { inputRules } from '#src/components/ui/input-rules';
import { bareList, cluster, stack } from '#src/components/ui/layout.css';
/** Read by screen readers, not shown. */
export { visuallyHidden } from '#src/components/ui/visually-hidden.css';

export const section = style({ marginTop: '32px' });

export const title = style({ fontSize: '1.375rem', margin: '0 0 12px' });

export const list = style([bareList, { margin: '0 0 16px' }]);

export const item = style({ padding: '14px 0', borderBottom: `1px solid ${vars.color.border}` });

export const itemMeta = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.875rem' });

export const author = style({ fontWeight: 600, color: vars.color.text });

/** Comments are plain text: line breaks kept, long words wrapped. */
export const text = style({ margin: '4px 0 0', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const form = style([stack, { gap: '8px', marginTop: '16px' }]);

export const label = style({ fontWeight: 600 });

// The rules rather than the form recipes' class: the blog widget takes this file and no other field's styles.
export const textarea = style({
  ...inputRules,
  minHeight: '120px',
  padding: '10px 12px',
  resize: 'vertical',
  selectors: { '&[aria-invalid="true"]': { borderColor: '#b91c1c', borderWidth: '2px' } },
});

export const error = style({ margin: 0, color: '#b91c1c', fontWeight: 600 });

export const counter = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.875rem' });

export const counterOver = style([counter, { color: '#b91c1c', fontWeight: 600 }]);

export const row = style([cluster, { gap: '12px', alignItems: 'center' }]);
