import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '#src/lib/http/api-client';
import { API } from '#contract/http/api-paths';
import type { Faq, FaqsBody, FaqUpdateRequest, WebsiteDetails, WebsiteDetailsBody } from '#contract/contact/types';

/** Website details and FAQs (docs/contact.md): public reads, admins' writes. */
export const siteInfoQueries = {
  all: () => ['site-info'] as const,
  details: (api: ApiClient) =>
    queryOptions({
      queryKey: [...siteInfoQueries.all(), 'details'] as const,
      staleTime: 10 * 60_000,
      queryFn: ({ signal }) => api.get<WebsiteDetailsBody>(API.siteInfo.websiteDetails, { signal }),
    }),
  faqs: (api: ApiClient) =>
    queryOptions({
      queryKey: [...siteInfoQueries.all(), 'faqs'] as const,
      staleTime: 10 * 60_000,
      queryFn: ({ signal }) => api.get<FaqsBody>(API.siteInfo.faqs, { signal }),
    }),
};

export const saveWebsiteDetails = (api: ApiClient, details: WebsiteDetails) =>
  api.post<WebsiteDetailsBody>(API.siteInfo.websiteDetails, details);

export const saveFaq = (api: ApiClient, faq: FaqUpdateRequest) => api.post<Faq>(API.siteInfo.faqUpdate, faq);

export const deleteFaq = (api: ApiClient, id: number) => api.post<{ deleted: true }>(API.siteInfo.faqDelete, { id });
