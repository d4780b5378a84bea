import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { STATUS_API } from '#contract/status/status-paths';
import type { ComponentStatus, Incident, OpenIncidentsBody, StatusBody } from '#contract/status/types';
import { ringOnDark } from '#src/components/ui/focus-ring.css';
import { componentLabel, INCIDENT_WINDOW_DAYS, SEVERITY_LABELS, STATE_LABELS } from '#contract/status/rules';
import type { ApiClient } from '#src/lib/http/api-client';
import { Button } from '#src/components/ui/button';
import { Notice, Page, TitledSection } from '#src/components/ui/page';
import { Spinner } from '#src/components/ui/spinner';
import { formatDateTime } from '#src/lib/format/date-time';
import { useApi } from '#src/lib/http/api-context';
import { Link } from '#src/lib/navigation';
import * as styles from './status.css';

/** Every status query's key starts here: an admin's write refreshes them all. */
export const STATUS_KEY = ['status'] as const;

/**
 * The page's one read, public. It lives with the page, which the admin screen and the route's loader
 * import too, so the status page's code is one chunk.
 */
export const statusPageQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: [...STATUS_KEY, 'page'] as const,
    staleTime: 30_000,
    queryFn: ({ signal }) => api.get<StatusBody>(STATUS_API.status.page, { signal }),
  });

/**
 * /status/ (docs/status-page.md): what the server measured of itself just now, each part in words with
 * the figure it was judged by, and the last 90 days' incidents; rendered on the server.
 */
export function StatusPage() {
  const status = useQuery(statusPageQuery(useApi()));
  return (
    <Page title="Service status">
      {status.data ? (
        <StatusView status={status.data} />
      ) : status.isPending ? (
        <Spinner label="Measuring the service…" />
      ) : (
        <Notice title="The status could not be read" role="alert">
          <p>
            That may itself be a sign of trouble. Please try again in a moment, or{' '}
            <Link to="/contact/">talk to us</Link>.
          </p>
          <Button onClick={() => void status.refetch()}>Try again</Button>
        </Notice>
      )}
    </Page>
  );
}

function StatusView({ status }: { status: StatusBody }) {
  const open = status.incidents.filter((i) => i.resolved_at === null);
  return (
    <>
      <p>
        {open.length > 0
          ? `${open.length} incident${open.length === 1 ? ' is' : 's are'} open.`
          : 'No incident is open.'}{' '}
        Measured by our server at <time dateTime={status.measured_at}>{formatDateTime(status.measured_at)}</time>.
      </p>
      <TitledSection id="status-now" title="Right now">
        <ul className={styles.components}>
          {status.components.map((c) => (
            <ComponentItem key={c.id} component={c} />
          ))}
        </ul>
      </TitledSection>
      <TitledSection id="status-incidents" title={`Incidents in the last ${INCIDENT_WINDOW_DAYS} days`}>
        {status.incidents.length === 0 ? (
          <p>None. When something goes wrong, we say so here.</p>
        ) : (
          <ul className={styles.incidents}>
            {status.incidents.map((i) => (
              <IncidentItem key={i.id} incident={i} />
            ))}
          </ul>
        )}
      </TitledSection>
    </>
  );
}

function ComponentItem({ component }: { component: ComponentStatus }) {
  return (
    <li className={styles.component}>
      <div className={styles.componentHead}>
        <h3 className={styles.componentName}>{componentLabel(component.id)}</h3>
        <span className={styles.state[component.state]}>{STATE_LABELS[component.state]}</span>
      </div>
      <p className={styles.detail}>{component.detail}</p>
      {component.parts && component.parts.length > 0 ? (
        <ul className={styles.parts}>
          {component.parts.map((p) => (
            <li key={p.name}>
              {p.name}: {STATE_LABELS[p.state]}. {p.detail}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

const KIND_WORDS = { opened: 'Opened', update: 'Update', resolved: 'Resolved' } as const;

/** One incident: what, where, how bad, since when, and every word said of it, oldest first. */
export function IncidentItem({ incident, children }: { incident: Incident; children?: ReactNode }) {
  const headingId = `incident-${incident.id}`;
  return (
    <li className={styles.incident}>
      <article aria-labelledby={headingId}>
        <h3 id={headingId} className={styles.incidentTitle}>
          {incident.title}
        </h3>
        <p className={styles.meta}>
          {componentLabel(incident.component)} · {SEVERITY_LABELS[incident.severity]} ·{' '}
          {incident.resolved_at
            ? `Resolved ${formatDateTime(incident.resolved_at)}`
            : `Open since ${formatDateTime(incident.opened_at)}`}
        </p>
        <ol className={styles.updates}>
          {incident.updates.map((u) => (
            <li key={u.id}>
              <p className={styles.update}>
                <strong>{KIND_WORDS[u.kind]}</strong> <time dateTime={u.at}>{formatDateTime(u.at)}</time>: {u.message}
              </p>
            </li>
          ))}
        </ol>
        {children}
      </article>
    </li>
  );
}

/**
 * While an incident is open, a line at the top of every page naming it, with the way to the status page
 * (docs/status-page.md); nothing otherwise, and nothing when the call fails (the status page says more).
 * The module's default export, which the root layout's slot loads after hydration (incident-banner-slot.tsx):
 * it shares the status page's chunk, so every page's first load names no more files.
 */
export default function IncidentBanner() {
  const api = useApi();
  const open = useQuery({
    queryKey: [...STATUS_KEY, 'open'],
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
    queryFn: ({ signal }) => api.get<OpenIncidentsBody>(STATUS_API.status.open, { signal }),
  });
  const incidents = open.data?.incidents ?? [];
  if (incidents.length === 0) return null;
  return (
    <div className={`${styles.banner} ${ringOnDark}`} role="status" data-testid="incident-banner">
      {incidents.length === 1
        ? `We know of a problem: ${incidents[0]!.title}.`
        : `We know of ${incidents.length} problems, the latest: ${incidents[0]!.title}.`}
      <Link to="/status/" className={styles.bannerLink}>
        See the status page
      </Link>
    </div>
  );
}
