import { useQuery } from '@tanstack/react-query';
import { Button } from '#src/components/ui/button';
import { Notice, Page } from '#src/components/ui/page';
import { Spinner } from '#src/components/ui/spinner';
import { useApi } from '#src/lib/http/api-context';
import { siteInfoQueries } from '../api/site-info-queries';
import type { AdminPageProps } from './admin-page-props';
import { WebsiteDetailsForm } from './website-details-form';

/** /admin/website/ (docs/contact.md): what the Talk to us page says of the company. */
export function AdminWebsitePage({ nav }: AdminPageProps) {
  const details = useQuery(siteInfoQueries.details(useApi()));
  return (
    <Page title="Website details">
      {nav}
      {details.data ? (
        <WebsiteDetailsForm initial={details.data.details} />
      ) : details.isPending ? (
        <Spinner label="Loading website details…" />
      ) : (
        <Notice title="Website details could not be loaded" role="alert">
          <p>Please try again.</p>
          <Button onClick={() => void details.refetch()}>Try again</Button>
        </Notice>
      )}
    </Page>
  );
}
