import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { blogPersistPredicate } from './blog-persist';

const seed = (qc: QueryClient, key: unknown[], data: unknown) => qc.setQueryData(key, data);
const post = (isPremiumPost: boolean, isLocked = false) => ({ post: { isPremiumPost, isLocked } });

describe('what the persisted query cache may keep', () => {
  const qc = new QueryClient();
  seed(qc, ['blog', 'list', 'page', 1], { main: [] });
  seed(qc, ['blog', 'detail', 1], post(false));
  seed(qc, ['blog', 'detail', 1, 'page', 2], { bodyHtml: '<p>2</p>' });
  seed(qc, ['blog', 'detail', 2], post(true, false));
  seed(qc, ['blog', 'detail', 2, 'page', 2], { bodyHtml: '<p>premium</p>' });
  seed(qc, ['blog', 'detail', 3], post(true, true));
  seed(qc, ['blog', 'like-status', 'u7', '1'], { likes: {} });
  seed(qc, ['auth', 'userinfo'], { user: {} });
  const keep = blogPersistPredicate(qc);
  const kept = qc
    .getQueryCache()
    .getAll()
    .filter(keep)
    .map((q) => JSON.stringify(q.queryKey));

  it('keeps the list and free posts with their later pages', () => {
    expect(kept).toEqual(
      expect.arrayContaining(['["blog","list","page",1]', '["blog","detail",1]', '["blog","detail",1,"page",2]']),
    );
  });

  it('never keeps premium posts (even locked teasers), their pages, like status or user data', () => {
    expect(kept).toHaveLength(3);
  });
});
