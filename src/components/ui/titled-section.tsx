import type { ReactNode } from 'react';

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
