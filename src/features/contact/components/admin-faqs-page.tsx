import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Faq } from '#contract/contact/types';
import { Alert } from '#src/components/ui/alert';
import { Button } from '#src/components/ui/button';
import { Dialog } from '#src/components/ui/dialog';
import { Notice, Page } from '#src/components/ui/page';
import { Spinner } from '#src/components/ui/spinner';
import { useApi } from '#src/lib/http/api-context';
import { formMessageOf } from '#src/lib/forms/form-errors';
import { deleteFaq, siteInfoQueries } from '../api/site-info-queries';
import { FaqEditor } from './faq-editor';
import type { AdminPageProps } from './admin-page-props';
import * as styles from './admin.css';

/** /admin/faqs/ (docs/contact.md): add, edit, order and delete the brand's FAQs. */
export function AdminFaqsPage({ nav }: AdminPageProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const faqs = useQuery(siteInfoQueries.faqs(api));
  const [editing, setEditing] = useState<Faq | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Faq | null>(null);
  const remove = useMutation({
    mutationFn: (id: number) => deleteFaq(api, id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: siteInfoQueries.faqs(api).queryKey });
      setDeleting(null);
    },
  });
  const list = faqs.data?.faqs ?? [];
  const nextPosition = list.reduce((max, f) => Math.max(max, f.position), 0) + 10;
  return (
    <Page title="FAQs">
      {nav}
      {editing ? (
        <FaqEditor
          faq={editing === 'new' ? undefined : editing}
          nextPosition={nextPosition}
          onDone={() => setEditing(null)}
        />
      ) : (
        <Button onClick={() => setEditing('new')}>Add a FAQ</Button>
      )}
      {faqs.data ? (
        list.length === 0 ? (
          <Notice title="No FAQs yet">
            <p>The FAQ page says so until you add one.</p>
          </Notice>
        ) : (
          <ul className={styles.list}>
            {list.map((f) => (
              <li key={f.id} className={styles.listItem}>
                <p className={styles.muted}>
                  {f.category} · order {f.position}
                </p>
                <strong>{f.question}</strong>
                <div className={styles.actions}>
                  <Button variant="secondary" onClick={() => setEditing(f)} aria-label={`Edit: ${f.question}`}>
                    Edit
                  </Button>
                  <Button variant="secondary" onClick={() => setDeleting(f)} aria-label={`Delete: ${f.question}`}>
                    Delete
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )
      ) : faqs.isPending ? (
        <Spinner label="Loading FAQs…" />
      ) : (
        <Notice title="FAQs could not be loaded" role="alert">
          <Button onClick={() => void faqs.refetch()}>Try again</Button>
        </Notice>
      )}
      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete this FAQ?"
        description={deleting?.question}
        footer={
          <>
            <Button busy={remove.isPending} onClick={() => deleting && remove.mutate(deleting.id)}>
              Delete
            </Button>
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              Keep it
            </Button>
          </>
        }
      >
        {remove.isError ? (
          <Alert variant="error">{formMessageOf(remove.error, 'It could not be deleted. Please try again.')}</Alert>
        ) : null}
      </Dialog>
    </Page>
  );
}
