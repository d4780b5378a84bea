import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Button } from '#src/components/ui/button';
import { Notice, Page } from '#src/components/ui/page';
import { Spinner } from '#src/components/ui/spinner';
import { useApi } from '#src/lib/http/api-context';
import { ApiError } from '#src/lib/http/api-error';
import { sheetQueries } from '../api/rebalance-sheet-queries';
import { rebalanceMessages as m } from '../rebalance-messages';
import { SheetView } from './sheet-view';
import * as styles from './import.css';

/** /import-client/rebalance/$sheet/: the sheet's preview, read again (or its result once applied). */
export function RebalanceSheetPage({ sheet }: { sheet: string }) {
  const api = useApi();
  const [page, setPage] = useState(1);
  const [refusalsPage, setRefusalsPage] = useState(1);
  const query = useQuery({ ...sheetQueries.sheet(api, sheet, page, refusalsPage), placeholderData: keepPreviousData });
  const back = (
    <p>
      <Link to="/import-client/rebalance/" className={styles.link}>
        {m.back}
      </Link>
    </p>
  );

  if (query.isPending)
    return (
      <Page title={m.title} hold>
        <Spinner label={m.loadingSheet} />
      </Page>
    );
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.httpStatus === 404;
    return (
      <Page title={m.title}>
        <Notice title={missing ? m.sheetMissing : m.sheetFailed} role="alert">
          {missing ? (
            <p>{m.sheetMissingText}</p>
          ) : (
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {m.tryAgain}
            </Button>
          )}
        </Notice>
        {back}
      </Page>
    );
  }
  return (
    <Page title={m.sheetTitle(query.data.fileName)}>
      <div aria-busy={query.isPlaceholderData || undefined}>
        <SheetView sheet={query.data} onPage={setPage} onRefusalsPage={setRefusalsPage} />
      </div>
      {back}
    </Page>
  );
}
