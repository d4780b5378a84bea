import { z } from 'zod';
import {
  INCIDENT_LIMITS as L,
  INCIDENT_SEVERITIES,
  STATUS_COMPONENT_IDS,
  STATUS_MESSAGES as M,
  type IncidentSeverity,
  type MeasuredState,
  type StatusComponentId,
} from './rules';

/** Requests and answers of the status calls (contract/status/paths.ts STATUS_API; docs/status-page.md). */

const text = (min: number, max: number, message: string) =>
  z.string({ error: message }).trim().min(min, { error: message }).max(max, { error: message });

const message = text(L.messageMin, L.messageMax, M.message);

export const incidentCreateRequest = z.object({
  title: text(L.titleMin, L.titleMax, M.title),
  component: z.enum(STATUS_COMPONENT_IDS, { error: M.component }),
  severity: z.enum(INCIDENT_SEVERITIES, { error: M.severity }),
  message,
});
export type IncidentCreateRequest = z.input<typeof incidentCreateRequest>;

/** An update while open, or the resolving words. */
export const incidentUpdateRequest = z.object({
  id: z.number({ error: M.id }).int({ error: M.id }).min(1, { error: M.id }).max(2_147_483_647, { error: M.id }),
  message,
});
export type IncidentUpdateRequest = z.input<typeof incidentUpdateRequest>;

export interface IncidentUpdate {
  id: number;
  kind: 'opened' | 'update' | 'resolved';
  message: string;
  at: string;
}

export interface Incident {
  id: number;
  title: string;
  component: StatusComponentId;
  severity: IncidentSeverity;
  opened_at: string;
  resolved_at: string | null;
  /** Oldest first. */
  updates: IncidentUpdate[];
}

/** One measured part of the service, with the figure it was judged by, in words and as a number. */
export interface ComponentStatus {
  id: StatusComponentId;
  state: MeasuredState;
  /** What was measured, in a sentence ('Last price 12 seconds old.'). */
  detail: string;
  /** brokers: one line per broker of the brand. */
  parts?: { name: string; state: MeasuredState; detail: string }[];
}

export interface StatusBody {
  /** When the server measured, ISO 8601 (the real clock). */
  measured_at: string;
  components: ComponentStatus[];
  /** The last 90 days', newest first; open ones first. */
  incidents: Incident[];
}

export interface OpenIncidentsBody {
  incidents: Pick<Incident, 'id' | 'title' | 'component' | 'severity' | 'opened_at'>[];
}

export interface AdminIncidentsBody {
  incidents: Incident[];
}
