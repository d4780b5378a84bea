import { beforeAll, describe, expect, it } from 'vitest';
import { testServerPerFile } from '../../test-server-per-file';
import { brands } from '../../../brands/registry';
import { seedSecurityTestPost } from '../../db/seed/blog-seed-xss';
import { XSS_PAYLOADS } from '../../db/seed/xss-payloads';

import type { Comment } from '../blog-store';
import { blogCaller, testUser } from '../testing/blog-test-client';
import { COMMENT_MESSAGES as commentMessages } from '../blog-requests';

interface LikeBody {
  postId: number;
  liked: boolean;
  likeCount: number;
}
interface StatusBody {
  likes: Record<string, { liked: boolean; likeCount: number }>;
}
interface CommentsBody {
  comments: Comment[];
  isNextPage: boolean;
  thisPageNumber: number;
  total: number;
}

const file = testServerPerFile();
let api: ReturnType<typeof blogCaller>;
let postId: number;
let draftId: number;
let user: Awaited<ReturnType<typeof testUser>>;
beforeAll(async () => {
  api = blogCaller(file.t, brands[1]!);
  const ids = async (status: string) =>
    (await file.t.db.query<{ id: number }>('SELECT id FROM posts WHERE status = $1 ORDER BY id LIMIT 1', [status]))
      .rows[0]!.id;
  postId = await ids('published');
  draftId = await ids('draft');
  user = await testUser(file.t, { brand: brands[1]! });
}, 60_000);

describe('likes', () => {
  it('needs a user: 401 for a visitor, 100 for an expired session, 403 without the CSRF header', async () => {
    expect((await api.post('post/like/', { postId })).status).toBe(401);
    const expired = await testUser(file.t, { expired: true, brand: brands[1]! });
    expect((await api.post('post/like/', { postId }, expired.token)).head.status).toBe('100');
    const res = await file.t.request(brands[1]!, api.url('post/like/'), { method: 'POST', json: { postId } });
    expect(res.status).toBe(403);
  });

  it('likes once however often it is sent, unlikes, and tolerates unliking twice', async () => {
    const before = (await api.get<StatusBody>(`post/list/like-status/?postIds=${postId}`)).body.likes[postId]!;
    const liked = await api.post<LikeBody>('post/like/', { postId }, user.token);
    expect(liked.body).toEqual({ postId, liked: true, likeCount: before.likeCount + 1 });
    expect(liked.headers.get('x-cache-scope')).toBe('private');
    expect((await api.post<LikeBody>('post/like/', { postId: String(postId) }, user.token)).body.likeCount).toBe(
      before.likeCount + 1,
    );
    const mine = await api.get<StatusBody>(`post/list/like-status/?postIds=${postId},${postId}`, user.token);
    expect(mine.body.likes).toEqual({ [postId]: { liked: true, likeCount: before.likeCount + 1 } });
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(mine.headers.get('vary')).toContain('KEY');
    const visitor = await api.get<StatusBody>(`post/list/like-status/?postIds=${postId}`);
    expect(visitor.body.likes[postId]).toEqual({ liked: false, likeCount: before.likeCount + 1 });
    const unliked = await api.post<LikeBody>('post/unlike/', { postId }, user.token);
    expect(unliked.body).toEqual({ postId, liked: false, likeCount: before.likeCount });
    const again = await api.post<LikeBody>('post/unlike/', { postId }, user.token);
    expect(again.body).toEqual({ postId, liked: false, likeCount: before.likeCount });
  });

  it('counts likes from different users and shows the count in the details', async () => {
    const other = await testUser(file.t, { brand: brands[1]! });
    await api.post('post/like/', { postId }, user.token);
    const second = await api.post<LikeBody>('post/like/', { postId }, other.token);
    const details = await api.get<{ post: { likeCount: number } }>(`post/details/?postId=${postId}`);
    expect(details.body.post.likeCount).toBe(second.body.likeCount);
    const { rows } = await file.t.db.query<{ n: number }>('SELECT count(*)::int n FROM post_likes WHERE post_id = $1', [
      postId,
    ]);
    expect(second.body.likeCount).toBe(rows[0]!.n);
  });

  it('answers 404 for an unknown or draft post and leaves unknown ids out of like-status', async () => {
    expect((await api.post('post/like/', { postId: 999999 }, user.token)).status).toBe(404);
    expect((await api.post('post/unlike/', { postId: draftId }, user.token)).status).toBe(404);
    const status = await api.get<StatusBody>(`post/list/like-status/?postIds=${postId},999999,${draftId}`);
    expect(Object.keys(status.body.likes)).toEqual([String(postId)]);
  });
});

describe('comments', () => {
  it('adds a trimmed plain-text comment, newest first, with the author name and counts', async () => {
    const before = await api.get<CommentsBody>(`post/comment/list/${postId}/`);
    const text = '  Is <b>this</b> taxed & when?\r\nThanks  ';
    const added = await api.post<{ comment: Comment }>(
      `post/comment/add/${postId}/`,
      { commentText: text },
      user.token,
    );
    expect(added.status).toBe(200);
    expect(added.body.comment).toMatchObject({
      commentText: 'Is <b>this</b> taxed & when?\nThanks',
      authorName: user.name,
    });
    const after = await api.get<CommentsBody>(`post/comment/list/${postId}/?pageNumber=1&perPageCount=5`);
    expect(after.body.total).toBe(before.body.total + 1);
    expect(after.body.comments[0]).toEqual(added.body.comment);
    expect(after.headers.get('x-cache-scope')).toBe('public');
    const details = await api.get<{ post: { commentCount: number } }>(`post/details/?postId=${postId}`);
    expect(details.body.post.commentCount).toBe(after.body.total);
  });

  it('pages comments newest first', async () => {
    for (let i = 1; i <= 3; i++) {
      await api.post(`post/comment/add/${postId}/`, { commentText: `Comment ${i}` }, user.token);
    }
    const one = await api.get<CommentsBody>(`post/comment/list/${postId}/?pageNumber=1&perPageCount=2`);
    expect(one.body.comments.map((c) => c.commentText)).toEqual(['Comment 3', 'Comment 2']);
    expect(one.body).toMatchObject({ isNextPage: true, thisPageNumber: 1 });
    const two = await api.get<CommentsBody>(`post/comment/list/${postId}/?pageNumber=2&perPageCount=2`);
    expect(two.body.comments[0]!.commentText).toBe('Comment 1');
    const last = Math.ceil(one.body.total / 2);
    expect(
      (await api.get<CommentsBody>(`post/comment/list/${postId}/?pageNumber=${last}&perPageCount=2`)).body.isNextPage,
    ).toBe(false);
  });

  it('accepts exactly 2000 characters and refuses empty, blank, longer, non-text and NUL comments', async () => {
    const add = (json: unknown) => api.post(`post/comment/add/${postId}/`, json, user.token);
    expect((await add({ commentText: 'é'.repeat(2000) })).status).toBe(200);
    const cases: Array<[unknown, string]> = [
      [{ commentText: '' }, commentMessages.empty],
      [{ commentText: ' \n\t  ' }, commentMessages.empty],
      [{}, commentMessages.empty],
      [{ commentText: 'x'.repeat(2001) }, commentMessages.tooLong],
      [{ commentText: 42 }, commentMessages.invalid],
      [{ commentText: ['a'] }, commentMessages.invalid],
      [{ commentText: 'a\u0000b' }, commentMessages.invalid],
      [{ commentText: 'a\ud800b' }, commentMessages.invalid],
    ];
    for (const [json, message] of cases) {
      const res = await add(json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.head.message).toBe(message);
      expect(res.body.errors?.commentText).toBe(message);
    }
  });

  it('refuses non-JSON bodies, unknown posts and visitors', async () => {
    const path = `post/comment/add/${postId}/`;
    for (const [body, type] of [
      ['{not json', 'application/json'],
      ['[1,2]', 'application/json'],
      ['commentText', 'text/plain'],
      ['', null],
    ] as const) {
      const res = await api.postRaw(path, body, type, user.token);
      expect(res.status, body).toBe(400);
      expect(res.head.message).toMatch(/JSON object/);
    }
    expect((await api.post('post/comment/add/999999/', { commentText: 'Hi' }, user.token)).status).toBe(404);
    expect((await api.post(`post/comment/add/${draftId}/`, { commentText: 'Hi' }, user.token)).status).toBe(404);
    expect((await api.post(path, { commentText: 'Hi' })).status).toBe(401);
    expect((await api.get(`post/comment/list/${draftId}/`)).status).toBe(404);
  });

  it('serves every hostile payload as comment text on the security-test fixture', async () => {
    const { postId } = await seedSecurityTestPost(file.t.db);
    const list = await api.get<CommentsBody>(`post/comment/list/${postId}/?perPageCount=50`);
    const text = list.body.comments.map((c) => c.commentText).join('\n');
    for (const p of XSS_PAYLOADS) expect(text, p.name).toContain(p.html);
  });
});

describe('input validation: 4xx with a message and a per-field error, never 5xx', () => {
  const cases: Array<[path: string, field: string]> = [
    ...['0', '-1', 'abc', '1e9', '1.5', '1000000000', ' 2'].map((v): [string, string] => [
      `post/list/?pageNumber=${encodeURIComponent(v)}`,
      'pageNumber',
    ]),
    ...['0', '51', 'x', '-5'].map((v): [string, string] => [`post/list/?perPageCount=${v}`, 'perPageCount']),
    ['analysis/post/list/?pageNumber=0', 'pageNumber'],
    ...['', 'x', '-3', '99999999999', '1.0', '0x10'].map((v): [string, string] => [
      `post/details/?postId=${v}`,
      'postId',
    ]),
    ['post/details/', 'postId'],
    ['analysis/post/details/?postId=abc', 'postId'],
    ['post/nextpage/?pageNumber=2', 'postId'],
    ['post/nextpage/?postId=1', 'pageNumber'],
    ['post/nextpage/?postId=1&pageNumber=1', 'pageNumber'],
    ['post/nextpage/?postId=1&pageNumber=abc', 'pageNumber'],
    ...['', ',', '1,,2', 'a', '1;2', '-1', '99999999999', Array.from({ length: 101 }, (_, i) => i + 1).join(',')].map(
      (v): [string, string] => [`post/list/like-status/?postIds=${encodeURIComponent(v)}`, 'postIds'],
    ),
    ['post/list/like-status/', 'postIds'],
    ['post/comment/list/x/', 'postId'],
    ['post/comment/list/99999999999/', 'postId'],
    ['post/comment/list/1/?pageNumber=0', 'pageNumber'],
    ['post/comment/list/1/?perPageCount=51', 'perPageCount'],
  ];

  it.each(cases)('GET %s → 400 on %s', async (path, field) => {
    const res = await api.get(path);
    expect(res.status).toBe(400);
    expect(res.head.message).toBeTruthy();
    expect(res.body.errors?.[field]).toBeTruthy();
    expect(res.headers.get('x-cache-scope')).toBe('private');
  });

  it.each([
    ['post/like/', {}],
    ['post/like/', { postId: 'x' }],
    ['post/like/', { postId: -3 }],
    ['post/like/', { postId: 1.5 }],
    ['post/unlike/', { postId: 99999999999 }],
    ['post/unlike/', { postId: null }],
    ['post/comment/add/x/', { commentText: 'Hi' }],
    ['post/comment/add/-3/', { commentText: 'Hi' }],
  ])('POST %s %j → 400', async (path, json) => {
    const res = await api.post(path, json, user.token);
    expect(res.status).toBe(400);
    expect(res.head.message).toBeTruthy();
    expect(Object.keys(res.body.errors ?? {})).not.toHaveLength(0);
  });

  it('refuses a like with a garbage body', async () => {
    const res = await api.postRaw('post/like/', 'postId=', 'application/json', user.token);
    expect(res.status).toBe(400);
    expect(res.head.message).toContain('JSON object');
  });
});
