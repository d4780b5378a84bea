import { createHash } from 'node:crypto';
import { CLIENT_LOG_LIMITS as L, type ClientErrorReport, type ClientErrorRow } from '#contract/client-log/rules';
import { clip, redact, redactPath } from '#contract/client-log/redact';
import type { Queryable } from '../db/database';
import { likeEscaped, pageOf } from '../db/paging';

export const CLIENT_ERRORS_PAGE_SIZE = 25;

/** The report as stored: redacted again (the app's redaction is not trusted) and clipped. */
export function cleanReport(report: ClientErrorReport): ClientErrorReport {
  return {
    kind: report.kind,
    message: clip(redact(report.message), L.messageMax),
    page: clip(redactPath(report.page), L.pageMax),
    source: clip(redactPath(report.source), L.sourceMax),
    stack: clip(redact(report.stack), L.stackMax),
    build: clip(report.build.replace(/[^\w.-]/g, ''), 40),
  };
}

const fingerprintOf = (r: ClientErrorReport) =>
  createHash('sha256').update([r.kind, r.message, r.page, r.source].join('\n')).digest('base64url').slice(0, 24);

/**
 * Stores a report: the same report on the same day adds to its count. Each store also deletes up to
 * 200 reports older than the retention (docs/client-errors.md), so the table never outgrows it.
 */
export async function storeClientError(db: Queryable, brandId: string, raw: ClientErrorReport): Promise<void> {
  const r = cleanReport(raw);
  await db.query(
    `INSERT INTO client_errors AS e (brand_id, kind, message, page, source, stack, build, fingerprint)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (brand_id, day, fingerprint) DO UPDATE SET count = e.count + 1, last_seen_at = now()`,
    [brandId, r.kind, r.message, r.page, r.source, r.stack, r.build, fingerprintOf(r)],
  );
  await db.query(
    `DELETE FROM client_errors WHERE id IN (
       SELECT id FROM client_errors WHERE created_at < now() - $1 * interval '1 day' LIMIT 200)`,
    [L.retentionDays],
  );
}

export interface ClientErrorFilters {
  kind?: ClientErrorRow['kind'];
  path: string;
}

/** Newest first (by when last seen); `path` matches the start of the page's path. */
export async function listClientErrors(db: Queryable, brandId: string, filters: ClientErrorFilters, page: number) {
  const path = filters.path.trim();
  const { rows, ...pages } = await pageOf<ClientErrorRow>(
    db,
    {
      columns: `id, kind, message, page, source, stack, build, count,
                to_char(last_seen_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at`,
      source: `client_errors WHERE brand_id = $1 AND ($2::text IS NULL OR kind = $2) AND ($3 = '' OR page LIKE $4)`,
      orderBy: 'last_seen_at DESC, id DESC',
      params: [brandId, filters.kind ?? null, path, `${likeEscaped(path)}%`],
    },
    page,
    CLIENT_ERRORS_PAGE_SIZE,
  );
  return { errors: rows, ...pages };
}
