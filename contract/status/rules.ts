/**
 * The status page (docs/status-page.md, decision 0282): its components, severities, states, limits and
 * messages, which the server and the app share. Zod-free, so the app may import it.
 */

/** What the page measures, in the order it shows them; an incident names one of these. */
export const STATUS_COMPONENTS = [
  { id: 'brokers', label: 'Broker connections' },
  { id: 'payments', label: 'Payments' },
  { id: 'market-data', label: 'Market data' },
  { id: 'order-updates', label: 'Order updates' },
] as const;
export type StatusComponentId = (typeof STATUS_COMPONENTS)[number]['id'];
export const STATUS_COMPONENT_IDS = STATUS_COMPONENTS.map((c) => c.id) as [StatusComponentId, ...StatusComponentId[]];
export const componentLabel = (id: string) => STATUS_COMPONENTS.find((c) => c.id === id)?.label ?? id;

/** minor: a slowdown or one part; major: many investors cannot do something; critical: nothing works. */
export const INCIDENT_SEVERITIES = ['minor', 'major', 'critical'] as const;
export type IncidentSeverity = (typeof INCIDENT_SEVERITIES)[number];
export const SEVERITY_LABELS: Record<IncidentSeverity, string> = {
  minor: 'Minor',
  major: 'Major',
  critical: 'Critical',
};

/**
 * A measured state: working; slower or failing in part; not working; closed (the market, outside its
 * sessions); no recent activity to measure from.
 */
export type MeasuredState = 'operational' | 'degraded' | 'down' | 'closed' | 'no-data';
export const STATE_LABELS: Record<MeasuredState, string> = {
  operational: 'Working',
  degraded: 'Degraded',
  down: 'Not working',
  closed: 'Market closed',
  'no-data': 'No recent activity',
};

/** The window of incidents the page lists, in days. */
export const INCIDENT_WINDOW_DAYS = 90;

export const INCIDENT_LIMITS = { titleMin: 5, titleMax: 120, messageMin: 5, messageMax: 2000 } as const;

export const STATUS_MESSAGES = {
  title: `Give the incident a title of ${INCIDENT_LIMITS.titleMin} to ${INCIDENT_LIMITS.titleMax} characters.`,
  message: `Write a message of ${INCIDENT_LIMITS.messageMin} to ${INCIDENT_LIMITS.messageMax} characters.`,
  component: 'Choose the part that is affected: broker connections, payments, market data or order updates.',
  severity: 'Choose a severity: minor, major or critical.',
  id: 'Name the incident by its number.',
  missing: 'There is no such incident.',
  resolved: 'This incident is resolved already; open a new one if the trouble is back.',
} as const;
