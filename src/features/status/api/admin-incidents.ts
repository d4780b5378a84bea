import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '#src/lib/http/api-client';
import { STATUS_API } from '#contract/status/status-paths';
import type {
  AdminIncidentsBody,
  Incident,
  IncidentCreateRequest,
  IncidentUpdateRequest,
} from '#contract/status/types';
import { STATUS_KEY } from '../components/status-page';

/** Admins' list and writes (docs/status-page.md): each write answers the incident as it now stands. */
export const adminIncidentsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: [...STATUS_KEY, 'admin'] as const,
    queryFn: ({ signal }) => api.get<AdminIncidentsBody>(STATUS_API.status.adminList, { signal }),
  });

export const openIncident = (api: ApiClient, input: IncidentCreateRequest) =>
  api.post<Incident>(STATUS_API.status.adminCreate, input);

export const updateIncident = (api: ApiClient, input: IncidentUpdateRequest, resolve: boolean) =>
  api.post<Incident>(resolve ? STATUS_API.status.adminResolve : STATUS_API.status.adminUpdate, input);
