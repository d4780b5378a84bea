import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';
import { inputRules } from '#src/components/ui/input-rules';
import { STATUS_COLORS } from '#src/components/ui/status-colors';
import { visuallyHiddenRules } from '#src/components/ui/visually-hidden.css';

/** Server fragments carry no styles of their own: they are styled here, by element, with theme tokens. */
export const fragment = style({ display: 'block' });

// The dialog's own title names the fragment; its first heading stays for screen readers only.
globalStyle(`${fragment} > section > h2:first-child`, visuallyHiddenRules);
globalStyle(`${fragment} h3`, { fontSize: '1rem', margin: '20px 0 8px' });
globalStyle(`${fragment} p`, { margin: '0 0 12px' });
globalStyle(`${fragment} ul`, { margin: '0 0 12px', paddingLeft: '20px' });
globalStyle(`${fragment} li`, { margin: '0 0 6px' });
// A plan's price, or its monthly equivalent '(₹899.7 / month)', never breaks across lines.
globalStyle(`${fragment} li[data-plan-months] > span:last-child`, { whiteSpace: 'nowrap' });
globalStyle(`${fragment} nav ul`, { listStyle: 'none', padding: 0 });
globalStyle(`${fragment} form`, { display: 'flex', flexDirection: 'column', gap: '4px', marginBottom: '12px' });
globalStyle(`${fragment} label`, { fontWeight: 600, fontSize: '0.9375rem', display: 'block', marginTop: '8px' });
globalStyle(`${fragment} input`, { ...inputRules, marginTop: '4px' });
globalStyle(`${fragment} input[aria-invalid="true"]`, { borderColor: STATUS_COLORS.error, borderWidth: '2px' });
globalStyle(`${fragment} [data-role="form-error"]:empty`, { display: 'none' });
globalStyle(`${fragment} [data-role="form-error"]`, {
  margin: '8px 0 0',
  padding: '10px 12px',
  borderRadius: '8px',
  borderLeft: `4px solid ${STATUS_COLORS.error}`,
  background: STATUS_COLORS.errorSurface,
  color: STATUS_COLORS.error,
  fontWeight: 600,
});
globalStyle(`${fragment} [data-role="field-error"]`, {
  margin: '4px 0 0',
  color: STATUS_COLORS.error,
  fontSize: '0.875rem',
  fontWeight: 600,
});
globalStyle(`${fragment} button`, {
  font: 'inherit',
  fontWeight: 600,
  minHeight: '44px',
  padding: '10px 12px',
  borderRadius: '8px',
  cursor: 'pointer',
  border: `1px solid ${vars.color.primary}`,
  background: vars.color.background,
  color: vars.color.primary,
  marginRight: '8px',
  marginTop: '4px',
});
globalStyle(`${fragment} button[type="submit"], ${fragment} a[data-action="subscribe"]`, {
  background: vars.color.primary,
  color: vars.color.onPrimary,
  marginTop: '12px',
  marginRight: 0,
});
globalStyle(`${fragment} a[data-action="subscribe"]`, {
  display: 'inline-block',
  padding: '10px 18px',
  borderRadius: '8px',
  fontWeight: 600,
  textDecoration: 'none',
});
globalStyle(`${fragment} button[aria-busy="true"]`, { opacity: 0.7, cursor: 'progress' });
globalStyle(`${fragment} a[data-action="login-broker"]`, {
  display: 'flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: '8px 12px',
  borderRadius: '8px',
  border: `1px solid ${vars.color.border}`,
  fontWeight: 600,
});
