import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '#src/lib/http/api-client';
import { API } from '#contract/http/api-paths';
import type {
  AdminAnswerRequest,
  AdminComplaintBody,
  AdminComplaintsBody,
  ComplaintBody,
  ComplaintReplyRequest,
  ComplaintsBody,
} from '#contract/complaints/types';

/** The complaints calls (docs/complaints.md): the investor's own, and the admins'. */
export const complaintQueries = {
  all: () => ['complaints'] as const,
  mine: (api: ApiClient, page: number) =>
    queryOptions({
      queryKey: [...complaintQueries.all(), 'mine', page] as const,
      queryFn: ({ signal }) => api.get<ComplaintsBody>(API.complaints.list, { query: { page }, signal }),
    }),
  one: (api: ApiClient, reference: string) =>
    queryOptions({
      queryKey: [...complaintQueries.all(), 'one', reference] as const,
      queryFn: ({ signal }) => api.get<ComplaintBody>(API.complaints.detail(reference), { signal }),
    }),
  adminList: (api: ApiClient, status: string, page: number) =>
    queryOptions({
      queryKey: [...complaintQueries.all(), 'admin', status, page] as const,
      queryFn: ({ signal }) =>
        api.get<AdminComplaintsBody>(API.complaints.adminList, { query: status ? { status, page } : { page }, signal }),
    }),
  adminOne: (api: ApiClient, reference: string) =>
    queryOptions({
      queryKey: [...complaintQueries.all(), 'admin-one', reference] as const,
      queryFn: ({ signal }) => api.get<AdminComplaintBody>(API.complaints.adminDetail(reference), { signal }),
    }),
};

export interface NewComplaint {
  category: string;
  text: string;
  client_key: string;
  files: File[];
}

export const complaintCalls = {
  file: (api: ApiClient, c: NewComplaint) => {
    const form = new FormData();
    form.append('category', c.category);
    form.append('text', c.text);
    form.append('client_key', c.client_key);
    for (const f of c.files) form.append('files', f, f.name);
    return api.post<ComplaintBody>(API.complaints.create, form);
  },
  reply: (api: ApiClient, body: ComplaintReplyRequest) => api.post<ComplaintBody>(API.complaints.reply, body),
  answer: (api: ApiClient, body: AdminAnswerRequest) => api.post<AdminComplaintBody>(API.complaints.adminAnswer, body),
};
