import type { Queryable } from '../db/database';

const MAX = 80;

/** 'Hello, World: Markets 2026!' → 'hello-world-markets-2026'; '' when the title has no latin letters or digits. */
export function slugify(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (words.length <= MAX) return words;
  const cut = words.slice(0, MAX);
  return cut.slice(0, cut.lastIndexOf('-') > 0 ? cut.lastIndexOf('-') : MAX).replace(/-+$/, '');
}

/**
 * A draft's slug (docs/blog-cms.md, "Slugs"): from its title, unique among posts ('-2', '-3'…
 * when taken); `post-<id>` while the title gives none (an empty title, or no latin letters).
 * Only drafts take a new slug: a published or scheduled post keeps its address.
 */
export async function draftSlug(db: Queryable, postId: number, title: string): Promise<string> {
  const base = slugify(title) || `post-${postId}`;
  const { rows } = await db.query<{ slug: string }>(
    `SELECT slug FROM posts WHERE id <> $1 AND (slug = $2 OR slug LIKE $2 || '-%')`,
    [postId, base],
  );
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
