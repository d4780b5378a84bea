import type { Queryable } from './database';

/** `text` for LIKE with its wildcards (\, %, _) escaped, so that it matches as typed. */
export const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** A LIKE pattern for rows that contain `text` as typed. */
export const containing = (text: string) => `%${likeEscaped(text)}%`;

/** Pages of `size` rows that `total` rows fill; an empty list still has its one page. */
export const pageCount = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

/**
 * One page (from 1) of `SELECT columns FROM source ORDER BY orderBy`, with the count of all rows:
 * `source` is the FROM and WHERE clauses over `params`; the page's LIMIT and OFFSET follow them.
 */
export async function pageOf<R>(
  db: Queryable,
  q: { columns: string; source: string; orderBy: string; params: unknown[] },
  page: number,
  size: number,
) {
  const count = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${q.source}`, q.params);
  const next = q.params.length + 1;
  const { rows } = await db.query<R>(
    `SELECT ${q.columns} FROM ${q.source} ORDER BY ${q.orderBy} LIMIT $${next} OFFSET $${next + 1}`,
    [...q.params, size, (page - 1) * size],
  );
  const total = count.rows[0]!.n;
  return { rows, page, pages: pageCount(total, size), total };
}
