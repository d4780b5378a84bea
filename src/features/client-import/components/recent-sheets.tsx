import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Button } from '#src/components/ui/button';
import { Spinner } from '#src/components/ui/spinner';
import { useApi } from '#src/lib/http/api-context';
import { sheetQueries } from '../api/rebalance-sheet-queries';
import { rebalanceMessages as m } from '../rebalance-messages';
import * as styles from './import.css';

/** The adviser's latest rebalance sheets on this brand, each with its state in words. */
export function RecentSheets() {
  const api = useApi();
  const sheets = useQuery(sheetQueries.list(api));
  if (sheets.isPending) return <Spinner label={m.loadingList} />;
  if (sheets.isError) {
    return (
      <p className={styles.error} role="alert">
        {m.listFailed}{' '}
        <Button variant="text" onClick={() => void sheets.refetch()}>
          {m.tryAgain}
        </Button>
      </p>
    );
  }
  if (sheets.data.sheets.length === 0) return <p className={styles.muted}>{m.noSheets}</p>;
  return (
    <ul className={styles.jobs}>
      {sheets.data.sheets.map((s) => (
        <li key={s.sheet} className={styles.job}>
          <Link to="/import-client/rebalance/$sheet/" params={{ sheet: s.sheet }} className={styles.link}>
            {s.fileName}
          </Link>
          <span>{m.status(s)}</span>
          <span className={styles.muted}>{m.when(s.createdAt)}</span>
        </li>
      ))}
    </ul>
  );
}
