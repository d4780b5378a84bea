import { Page } from '#src/components/ui/page';
import { Link, useNavigate } from '#src/lib/navigation';
import { COMPLAINT_LIMITS } from '#contract/complaints/rules';
import { ComplaintForm } from './complaint-form';
import * as styles from './complaints.css';

/** /account/complaints/new/ (docs/complaints.md): file a complaint, then see it with its reference. */
export function ComplaintNewPage() {
  const navigate = useNavigate();
  return (
    <Page title="File a complaint">
      <p className={styles.meta}>
        We answer every complaint within {COMPLAINT_LIMITS.resolutionDays} calendar days, as SEBI asks of investment
        advisers. <Link to="/account/complaints/">Your complaints</Link>
      </p>
      <ComplaintForm
        onFiled={(body) =>
          void navigate({ to: '/account/complaints/$reference/', params: { reference: body.complaint.reference } })
        }
      />
    </Page>
  );
}
