import { useId } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { API } from '#contract/http/api-paths';
import { SHEET_LIMITS, SHEET_MESSAGES } from '#contract/rebalance-sheets/types';
import { Page } from '#src/components/ui/page';
import { useApi } from '#src/lib/http/api-context';
import { sheetCalls, sheetQueries } from '../api/rebalance-sheet-queries';
import { rebalanceMessages as m } from '../rebalance-messages';
import { RecentSheets } from './recent-sheets';
import { SheetUploadForm } from './sheet-upload-form';
import { TemplateSection } from './template-section';
import * as styles from './import.css';

/**
 * /import-client/rebalance/ (docs/rebalance-from-sheet.md): the template, an upload that answers the
 * preview (its page), and the adviser's recent sheets.
 */
export function RebalanceFromExcelPage() {
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = useId();

  const upload = async (file: File) => {
    const sheet = await sheetCalls.upload(api, file);
    queryClient.setQueryData(sheetQueries.sheet(api, sheet.sheet, 1, 1).queryKey, sheet);
    await queryClient.invalidateQueries({ queryKey: sheetQueries.list(api).queryKey });
    await navigate({ to: '/import-client/rebalance/$sheet/', params: { sheet: sheet.sheet } });
  };

  return (
    <Page title={m.title}>
      <TemplateSection path={API.ria.rebalanceTemplate} fileName="rebalance-template.xlsx">
        {m.templateText}
      </TemplateSection>
      <SheetUploadForm
        heading="2. Upload it"
        hint={m.uploadHint}
        rules={{ maxBytes: SHEET_LIMITS.fileBytes, messages: SHEET_MESSAGES }}
        onUpload={upload}
      />
      <section className={styles.section} aria-labelledby={`${id}-r`}>
        <h2 id={`${id}-r`} className={styles.heading}>
          {m.recent}
        </h2>
        <RecentSheets />
      </section>
      <p>
        <Link to="/import-client/" className={styles.link}>
          {m.backToImports}
        </Link>
      </p>
    </Page>
  );
}
