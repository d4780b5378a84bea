import { useMutation } from '@tanstack/react-query';
import { API } from '#contract/http/api-paths';
import type { DealerReportName } from '#contract/dealer/route-rules';
import { downloadApiFile } from '#src/lib/http/download-api-file';
import { useBrand } from '#src/lib/navigation';
import { Alert } from '#src/components/ui/alert';
import { Button } from '#src/components/ui/button';
import { filterQuery, type ReportFilters } from '../api/dealer-queries';
import * as styles from './dealer.css';

type Format = 'csv' | 'xlsx';

/**
 * Export CSV and Export XLSX: every row of the applied filters, saved under the server's file name
 * (dealer-<report>-<date>). Fetched with the session's headers, which a plain link cannot send.
 */
export function ReportExports({ name, filters }: { name: DealerReportName; filters: ReportFilters }) {
  const brand = useBrand();
  const save = useMutation({
    mutationFn: (format: Format) => {
      const query = new URLSearchParams({ ...filterQuery(filters), format });
      return downloadApiFile(brand, `${API.dealer.report(name)}?${query.toString()}`);
    },
  });
  const busy = (format: Format) => save.isPending && save.variables === format;
  return (
    <>
      <p className={styles.exports}>
        <Button variant="secondary" busy={busy('csv')} onClick={() => save.mutate('csv')}>
          Export CSV
        </Button>
        <Button variant="secondary" busy={busy('xlsx')} onClick={() => save.mutate('xlsx')}>
          Export XLSX
        </Button>
      </p>
      {save.isError ? <Alert variant="error">The export could not be downloaded. Please try again.</Alert> : null}
    </>
  );
}
