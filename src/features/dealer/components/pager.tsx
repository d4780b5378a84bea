import { Button } from '#src/components/ui/button';
import * as styles from './dealer.css';

/** Previous / next with where the list is: 'Page 2 of 5 · 96 rows'. */
export function Pager({
  page,
  pages,
  total,
  onPage,
  noun,
}: {
  page: number;
  pages: number;
  total: number;
  onPage: (page: number) => void;
  noun: string;
}) {
  return (
    <nav className={styles.pager} aria-label="Pages">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span aria-live="polite">
        Page {page} of {pages} · {total} {noun}
      </span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
