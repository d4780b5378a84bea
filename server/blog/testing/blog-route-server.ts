import { afterAll, beforeAll } from 'vitest';
import { brands } from '../../../brands/registry';
import { seedSecurityTestPost, type SecurityTestPost } from '../../db/seed/blog-seed-xss';
import { createTestServer, type TestServer } from '../../test-support';
import type { PostDetail } from '#contract/blog/types';
import type { PostSummary } from '../blog-store';
import { blogCaller } from './blog-test-client';

/** The server the blog route tests call, every listed post, the seeded security test post, and the answers' shapes. */

export interface ListBody {
  main: PostSummary[];
  popular: PostSummary[];
  isNextPage: boolean;
  thisPageNumber: number;
}
export interface DetailsBody {
  post: PostDetail;
}
export interface PageBody {
  postId: number;
  pageNumber: number;
  bodyHtml: string;
  isNextPage: boolean;
  isLocked: boolean;
}

export let t: TestServer;
export let api: ReturnType<typeof blogCaller>;
export let all: PostSummary[] = [];
export let fixture: SecurityTestPost;

export const postRow = async (where: string) =>
  (
    await t.db.query<{ id: number; body: string; teaser: string | null }>(
      `SELECT id, body, teaser FROM posts WHERE ${where}`,
    )
  ).rows;
export const longPost = async (premium: boolean) =>
  (
    await postRow(
      `status = 'published' AND is_premium = ${premium} AND body LIKE '%<!-- pagebreak -->%<!-- pagebreak -->%'`,
    )
  )[0]!;

/** Starts one server for the file, seeds the security test post and reads the whole listing once. */
export function startBlogServer() {
  beforeAll(async () => {
    all = [];
    t = await createTestServer();
    fixture = await seedSecurityTestPost(t.db);
    api = blogCaller(t, brands[0]!);
    for (let page = 1; ; page++) {
      const { body } = await api.get<ListBody>(`post/list/?pageNumber=${page}&perPageCount=50`);
      all = all.concat(body.main);
      if (!body.isNextPage) break;
    }
  }, 60_000);
  afterAll(() => t.db.close());
}
