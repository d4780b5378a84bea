import { useQuery } from '@tanstack/react-query';
import { useApi } from '#src/lib/http/api-context';
import { customerQueries } from '../api/customer-queries';
import { accountMessages as m } from '../messages';
import * as styles from './account.css';
import { CustomerForm } from './customer-form';
import { QuerySection } from './query-section';

/** The customer details advisers' plans need (KYC), as the checkout asks for them. */
export function CustomerSection() {
  const api = useApi();
  const customer = useQuery(customerQueries.kyc(api));
  return (
    <QuerySection
      title={m.customerTitle}
      query={customer}
      loading={m.customerLoading}
      failed={m.customerFailed}
      intro={<p className={styles.muted}>{m.customerIntro}</p>}
    >
      {(c) => (
        <>
          {c === null || c.updated_at === null ? <p data-testid="customer-empty">{m.customerEmpty}</p> : null}
          {c?.kyc_status === 'verified' ? <p className={styles.badge}>{m.kycVerified}</p> : null}
          <CustomerForm customer={c} />
        </>
      )}
    </QuerySection>
  );
}
