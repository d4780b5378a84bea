import { queryOptions } from '@tanstack/react-query';
import { API } from '#contract/http/api-paths';
import type { Envelope } from '#contract/http/envelope';
import type { EmbedOriginRequest, WebWidgetBody, WidgetSnippetBody } from '#contract/web-widget/types';
import type { ApiClient } from '#src/lib/http/api-client';
import { ApiError } from '#src/lib/http/api-error';

/** The partner widget page's calls (contract/http/api-paths.ts API.admin.embedOrigins; docs/widget.md). */
export const widgetPartnerQueries = {
  origins: (api: ApiClient) =>
    queryOptions({
      queryKey: ['widget-partner', 'origins'] as const,
      queryFn: ({ signal }) => api.get<WebWidgetBody>(API.admin.embedOrigins, { signal }),
    }),
  /** The served script's integrity hash: one of the widget's own files, not an API call. */
  snippet: () =>
    queryOptions({
      queryKey: ['widget-partner', 'snippet'] as const,
      queryFn: async ({ signal }) => {
        const res = await fetch('/widget/snippet.json', { signal, credentials: 'omit' });
        if (!res.ok) throw new ApiError('The widget details could not be loaded.', res.status);
        return ((await res.json()) as Envelope<WidgetSnippetBody>).body;
      },
    }),
};

export const widgetPartnerCalls = {
  changeOrigin: (api: ApiClient, body: EmbedOriginRequest) => api.post<WebWidgetBody>(API.admin.embedOrigins, body),
};
