import { Button } from './button';

export interface PageNavProps {
  /** The nav's accessible name: which list these are pages of ('Pages of users'). */
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  className?: string;
}

/** Previous and next page of a paged list, with where the reader is; nothing when there is one page. */
export function PageNav({ label, page, pages, onPage, className }: PageNavProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className={className}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous page
      </Button>
      <span>
        Page {page} of {pages}
      </span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next page
      </Button>
    </nav>
  );
}
