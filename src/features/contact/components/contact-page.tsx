import { useQuery } from '@tanstack/react-query';
import { Page, leadClass } from '#src/components/ui/page';
import { Spinner } from '#src/components/ui/spinner';
import { useApi } from '#src/lib/http/api-context';
import { siteInfoQueries } from '../api/site-info-queries';
import { ContactForm } from './contact-form';
import { WebsiteDetailsCard } from './website-details-card';
import * as styles from './contact.css';

/** /contact/ 'Talk to us' (docs/contact.md): the form beside who we are; rendered on the server. */
export function ContactPage() {
  const details = useQuery(siteInfoQueries.details(useApi()));
  return (
    <Page title="Talk to us">
      <p className={leadClass}>Ask for a call back at a time that suits you, or send us a message.</p>
      <div className={styles.layout}>
        <ContactForm />
        {details.data ? (
          <WebsiteDetailsCard details={details.data.details} />
        ) : details.isPending ? (
          <Spinner label="Loading our contact details…" />
        ) : (
          <p role="status">Our contact details could not be loaded. The form still works.</p>
        )}
      </div>
    </Page>
  );
}
