import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '#src/lib/http/api-client';
import { PRIVATE_QUERY } from '#src/lib/session/session';
import { API } from '#contract/http/api-paths';
import type {
  CmsAuthorsBody,
  CmsFileBody,
  CmsFilesBody,
  CmsImageBody,
  CmsPostBody,
  CmsPostStatus,
  CmsPostsBody,
} from '#contract/blog-cms/types';
import { saveRequestOf, type CmsFields } from './draft-model';

/** The blog CMS's server data (an adviser's own: private, never persisted). Keys only come from here. */
export const cmsKeys = {
  all: ['blog-cms'] as const,
  authors: () => [...cmsKeys.all, 'authors'] as const,
  posts: (status: CmsPostStatus | 'all', page: number) => [...cmsKeys.all, 'posts', status, page] as const,
  post: (postId: number) => [...cmsKeys.all, 'post', postId] as const,
  files: (postId: number) => [...cmsKeys.all, 'files', postId] as const,
};

const common = { networkMode: 'always', meta: PRIVATE_QUERY, staleTime: 0 } as const;

export const cmsQueries = {
  authors: (api: ApiClient) =>
    queryOptions({
      ...common,
      queryKey: cmsKeys.authors(),
      queryFn: ({ signal }) => api.get<CmsAuthorsBody>(API.blogCms.authors, { signal }),
    }),
  posts: (api: ApiClient, status: CmsPostStatus | 'all', page: number) =>
    queryOptions({
      ...common,
      queryKey: cmsKeys.posts(status, page),
      queryFn: ({ signal }) =>
        api.get<CmsPostsBody>(API.blogCms.posts, {
          query: { page, ...(status === 'all' ? {} : { status }) },
          signal,
        }),
    }),
  post: (api: ApiClient, postId: number) =>
    queryOptions({
      ...common,
      queryKey: cmsKeys.post(postId),
      queryFn: ({ signal }) => api.get<CmsPostBody>(API.blogCms.postDetails, { query: { postId }, signal }),
    }),
  files: (api: ApiClient, postId: number) =>
    queryOptions({
      ...common,
      queryKey: cmsKeys.files(postId),
      queryFn: ({ signal }) => api.get<CmsFilesBody>(API.blogCms.files, { query: { postId }, signal }),
    }),
};

export const cmsCalls = {
  save: (api: ApiClient, fields: CmsFields, baseRevision: number, postId?: number) =>
    api.post<CmsPostBody>(API.blogCms.save, saveRequestOf(fields, baseRevision, postId)).then((b) => b.post),
  publish: (api: ApiClient, postId: number, publishAt?: string) =>
    api.post<CmsPostBody>(API.blogCms.publish, { postId, ...(publishAt ? { publish_at: publishAt } : {}) }),
  unpublish: (api: ApiClient, postId: number) => api.post<CmsPostBody>(API.blogCms.unpublish, { postId }),
  addAuthor: (api: ApiClient, name: string, url: string) =>
    api.post<CmsAuthorsBody>(API.blogCms.authors, { name, url: url.trim() || null }),
  uploadImage: (api: ApiClient, file: File) => {
    const form = new FormData();
    form.append('file', file);
    return api.post<CmsImageBody>(API.blogCms.image, form);
  },
  uploadFile: (api: ApiClient, postId: number, file: File) => {
    const form = new FormData();
    form.append('postId', String(postId));
    form.append('file', file);
    return api.post<CmsFileBody>(API.blogCms.files, form);
  },
  deleteFile: (api: ApiClient, postId: number, id: number) => api.post(API.blogCms.fileDelete, { postId, id }),
};
