import { Button } from './button';

interface PageNavBase {
  /** The nav's accessible name: which list these are pages of ('Pages of users'). */
  label: string;
  page: number;
  onPage: (page: number) => void;
  className?: string;
}

/** How far the list goes: its number of pages, or (a list that does not count them) whether one follows. */
export type PageNavProps = PageNavBase & ({ pages: number } | { hasNext: boolean });

/**
 * Previous and next page of a paged list, with where the reader is ('Page 2 of 5', or 'Page 2' when the
 * list does not count its pages), announced as it changes; nothing when there is one page.
 */
export function PageNav({ label, page, onPage, className, ...extent }: PageNavProps) {
  const hasNext = 'pages' in extent ? page < extent.pages : extent.hasNext;
  if (page <= 1 && !hasNext) return null;
  return (
    <nav aria-label={label} className={className}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous page
      </Button>
      <span aria-live="polite">{'pages' in extent ? `Page ${page} of ${extent.pages}` : `Page ${page}`}</span>
      <Button variant="secondary" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        Next page
      </Button>
    </nav>
  );
}
