import type { ReactNode } from 'react';
import * as styles from './alert.css';

export type AlertVariant = keyof typeof styles.variant;

/** An inline message in a form or dialog: errors are announced at once, others politely. */
export function Alert({ variant = 'info', children }: { variant?: AlertVariant; children: ReactNode }) {
  return (
    <p className={styles.variant[variant]} role={variant === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
