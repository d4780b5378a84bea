import { useId, type ReactNode } from 'react';
import * as styles from './page.css';

/** A screen's frame and its h1; `hold` keeps it a viewport tall while it loads (the footer never jumps). */
export function Page({ title, hold = false, children }: { title?: string; hold?: boolean; children: ReactNode }) {
  return (
    <div className={hold ? `${styles.page} ${styles.hold}` : styles.page}>
      {title ? <h1 className={styles.title}>{title}</h1> : null}
      {children}
    </div>
  );
}

export interface NoticeProps {
  title?: string;
  /** The title is the page's h1 (not-found, errors, offline), not an h2 under it. */
  asPage?: boolean;
  /** 'alert' for a failure, announced at once. */
  role?: 'alert';
  children?: ReactNode;
}

/** A boxed message: an empty list, a failure, a panel. */
export function Notice({ title, asPage = false, role, children }: NoticeProps) {
  const id = useId();
  const Heading = asPage ? 'h1' : 'h2';
  return (
    <section className={styles.notice} role={role} aria-labelledby={title ? id : undefined}>
      {title ? (
        <Heading id={id} className={styles.noticeTitle[asPage ? 'page' : 'section']}>
          {title}
        </Heading>
      ) : null}
      {children}
    </section>
  );
}

export const leadClass = styles.lead;

export interface TitledSectionProps {
  /** The heading's id, which the section is labelled by. */
  id: string;
  title: ReactNode;
  className?: string;
  titleClassName?: string;
  /** h2 under the page's h1 (the default), h3 inside a section. */
  level?: 2 | 3;
  children?: ReactNode;
}

/** A screen's section named by its own heading (`aria-labelledby`), so a screen reader lists it by that name. */
export function TitledSection({ id, title, className, titleClassName, level = 2, children }: TitledSectionProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={className} aria-labelledby={id}>
      <Heading id={id} className={titleClassName}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
