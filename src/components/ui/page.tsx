import type { ReactNode } from 'react';
import * as styles from './page.css';

export function Page({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      {title ? <h1 className={styles.title}>{title}</h1> : null}
      {children}
    </div>
  );
}

/** A boxed message; `asPage` makes its title the page's h1 (not-found, errors, offline). */
export function Notice({ title, children, asPage = false }: { title: string; children: ReactNode; asPage?: boolean }) {
  const Heading = asPage ? 'h1' : 'h2';
  return (
    <section className={styles.notice} aria-labelledby="notice-title">
      <Heading id="notice-title">{title}</Heading>
      {children}
    </section>
  );
}

export const buttonLinkClass = styles.buttonLink;
export const leadClass = styles.lead;
