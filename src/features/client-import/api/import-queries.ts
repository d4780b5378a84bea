import { queryOptions } from '@tanstack/react-query';
import { API } from '#contract/http/api-paths';
import type { ImportJobBody, ImportJobsBody } from '#contract/client-import/types';
import type { ApiClient } from '#src/lib/http/api-client';
import { PRIVATE_QUERY } from '#src/lib/session/session';

/** How often a running import's status is asked for. */
export const IMPORT_POLL_MS = 1000;

const running = (job: ImportJobBody | undefined) => job?.status === 'queued' || job?.status === 'processing';

/** The client import's calls (contract/http/api-paths.ts API.ria.*: each path's comment is the contract). */
export const importQueries = {
  all: () => ['client-import'] as const,
  jobs: (api: ApiClient) =>
    queryOptions({
      queryKey: [...importQueries.all(), 'jobs'] as const,
      meta: PRIVATE_QUERY,
      queryFn: ({ signal }) => api.get<ImportJobsBody>(API.ria.uploadClients, { signal }),
      refetchInterval: (q) => (q.state.data?.jobs.some(running) ? IMPORT_POLL_MS * 3 : false),
    }),
  job: (api: ApiClient, id: string, page: number) =>
    queryOptions({
      queryKey: [...importQueries.all(), 'job', id, page] as const,
      meta: PRIVATE_QUERY,
      queryFn: ({ signal }) => api.get<ImportJobBody>(API.ria.uploadStatus(id), { query: { page }, signal }),
      refetchInterval: (q) => (running(q.state.data) ? IMPORT_POLL_MS : false),
    }),
};

export const importCalls = {
  upload: (api: ApiClient, file: File) => {
    const form = new FormData();
    form.append('file', file);
    return api.post<ImportJobBody>(API.ria.uploadClients, form);
  },
};
