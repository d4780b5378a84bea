import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '#src/components/ui/button';
import { Notice, Page, TitledSection } from '#src/components/ui/page';
import { Spinner } from '#src/components/ui/spinner';
import { useApi } from '#src/lib/http/api-context';
import { Link } from '#src/lib/navigation';
import { adminIncidentsQuery } from '../api/admin-incidents';
import { IncidentForm } from './incident-form';
import { IncidentItem } from './status-page';
import { IncidentUpdateForm } from './incident-update-form';
import * as styles from './status.css';

/**
 * /admin/status/ (docs/status-page.md): open an incident, post updates, resolve it. The route passes the
 * admin area's navigation (features never import each other).
 */
export function AdminStatusPage({ nav }: { nav?: ReactNode }) {
  const list = useQuery(adminIncidentsQuery(useApi()));
  const incidents = list.data?.incidents ?? [];
  const open = incidents.filter((i) => i.resolved_at === null);
  const resolved = incidents.filter((i) => i.resolved_at !== null);
  return (
    <Page title="Status incidents">
      {nav}
      <p>
        Investors read these on the <Link to="/status/">status page</Link>; an open one also shows as a banner in the
        app.
      </p>
      <TitledSection id="incident-new" title="Open an incident" className={styles.adminSection}>
        <IncidentForm />
      </TitledSection>
      {list.data ? (
        <>
          <TitledSection id="incident-open" title="Open" className={styles.adminSection}>
            {open.length === 0 ? (
              <p>No incident is open.</p>
            ) : (
              <ul className={styles.incidents}>
                {open.map((i) => (
                  <IncidentItem key={i.id} incident={i}>
                    <IncidentUpdateForm incident={i} />
                  </IncidentItem>
                ))}
              </ul>
            )}
          </TitledSection>
          <TitledSection id="incident-resolved" title="Resolved in the last 90 days">
            {resolved.length === 0 ? (
              <p>None.</p>
            ) : (
              <ul className={styles.incidents}>
                {resolved.map((i) => (
                  <IncidentItem key={i.id} incident={i} />
                ))}
              </ul>
            )}
          </TitledSection>
        </>
      ) : list.isPending ? (
        <Spinner label="Loading incidents…" />
      ) : (
        <Notice title="Incidents could not be loaded" role="alert">
          <Button onClick={() => void list.refetch()}>Try again</Button>
        </Notice>
      )}
    </Page>
  );
}
