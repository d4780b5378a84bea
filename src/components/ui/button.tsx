import type { ButtonHTMLAttributes, Ref } from 'react';
import * as styles from './button.css';

export type ButtonVariant = keyof typeof styles.variant;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** While a request runs: the button stays focusable but does nothing, and says so. */
  busy?: boolean;
  fullWidth?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  busy = false,
  fullWidth = false,
  type = 'button',
  className,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const classes = [styles.variant[variant], fullWidth ? styles.fullWidth : '', className ?? ''].filter(Boolean);
  return (
    <button
      {...rest}
      type={type}
      className={classes.join(' ')}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={(e) => {
        if (busy) {
          e.preventDefault();
          return;
        }
        onClick?.(e);
      }}
    >
      {children}
    </button>
  );
}

/** The button look for a link (router Link or <a>). */
export const buttonClass = (variant: ButtonVariant = 'primary', full = false) =>
  [styles.variant[variant], full ? styles.fullWidth : ''].filter(Boolean).join(' ');
