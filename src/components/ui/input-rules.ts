import { vars } from '../../../brands/theme-contract.css';

/**
 * How a text input looks, as plain rules: text-field.css.ts makes its class of them, and the server's
 * fragments (which carry no classes) give them to their inputs by element. A plain module, so that
 * taking the rules loads no other field's styles.
 */
export const inputRules = {
  font: 'inherit',
  minHeight: '44px',
  padding: '8px 12px',
  borderRadius: '8px',
  border: `1px solid ${vars.color.textMuted}`,
  background: vars.color.background,
  color: vars.color.text,
  width: '100%',
} as const;
