import { useMutation } from '@tanstack/react-query';
import { COMPLIANCE_API, RECORDS_FORMATS, type RecordsFormat } from '#contract/compliance/paths';
import { useBrand } from '#src/lib/navigation';
import { Alert } from '#src/components/ui/alert';
import { Button } from '#src/components/ui/button';
import { downloadApiFile } from '../download-invoice';
import * as styles from './account.css';

const M = {
  title: 'Your records',
  lead:
    'Everything kept about your advice: risk profiles, agreements and consents, invoices and refunds, the advice given ' +
    'with its reasons, and your complaints with their history.',
  download: { csv: 'Download as CSV', pdf: 'Download as PDF' },
  failed: 'Your records could not be downloaded. Please try again.',
} as const satisfies { download: Record<RecordsFormat, string> } & Record<string, unknown>;

const TYPES = { csv: 'text/csv', pdf: 'application/pdf' } as const satisfies Record<RecordsFormat, string>;

/** The client's own records, as an inspector would ask the adviser for them (docs/compliance-fees.md, "Records"). */
export function RecordsSection() {
  const brand = useBrand();
  const download = useMutation({
    mutationFn: (format: RecordsFormat) =>
      downloadApiFile(brand, COMPLIANCE_API.records.mine(format), `my-records.${format}`, TYPES[format]),
  });
  return (
    <section className={styles.section} aria-labelledby="account-records">
      <h2 id="account-records" className={styles.sectionTitle}>
        {M.title}
      </h2>
      <p>{M.lead}</p>
      {download.isError ? <Alert variant="error">{M.failed}</Alert> : null}
      <div className={styles.actions}>
        {RECORDS_FORMATS.map((format) => (
          <Button
            key={format}
            variant="secondary"
            busy={download.isPending && download.variables === format}
            onClick={() => download.mutate(format)}
          >
            {M.download[format]}
          </Button>
        ))}
      </div>
    </section>
  );
}
