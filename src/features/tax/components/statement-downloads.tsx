import { useMutation } from '@tanstack/react-query';
import { useBrand } from '#src/lib/navigation';
import { Alert } from '#src/components/ui/alert';
import { Button } from '#src/components/ui/button';
import { downloadStatement, STATEMENT_FORMATS, type StatementFormat } from '../api/tax-queries';
import { capitalGainsMessages as m } from '../messages';
import * as styles from './capital-gains.css';

/**
 * The year's statement as XLSX and PDF. Buttons, not links: the file is fetched with the session's headers,
 * as a cookie alone never authenticates (src/lib/http/download-api-file.ts).
 */
export function StatementDownloads({ year }: { year: string }) {
  const brand = useBrand();
  const download = useMutation({ mutationFn: (format: StatementFormat) => downloadStatement(brand, year, format) });
  return (
    <section className={styles.section} aria-labelledby="tax-downloads">
      <h2 id="tax-downloads" className={styles.sectionTitle}>
        {m.downloadsTitle}
      </h2>
      <p>{m.downloadsText}</p>
      {download.isError ? <Alert variant="error">{m.downloadFailed}</Alert> : null}
      <div className={styles.actions}>
        {STATEMENT_FORMATS.map((format) => (
          <Button
            key={format}
            variant="secondary"
            busy={download.isPending && download.variables === format}
            onClick={() => download.mutate(format)}
          >
            {m.download[format]}
          </Button>
        ))}
      </div>
    </section>
  );
}
