import { Hono, type Context } from 'hono';
import { AUTH } from '#contract/auth/messages';
import { routePath as at } from '#contract/http/api-paths';
import { COMPLIANCE_API, RECORDS_FORMATS, type RecordsFormat } from '#contract/compliance/paths';
import { istDateOf } from '#contract/locale/ist';
import type { AppEnv } from '../../app-env';
import { requireRole, requireUser } from '../../auth/guards';
import { adviserOfUser } from '../../billing/plan-save';
import { cacheScope } from '../../cache/cache-marks';
import { AppError } from '../../http/app-error';
import { adviserClientList } from '../client-list';
import { clientListCsv, clientListPdf, recordsCsv, recordsPdf } from '../records-documents';
import { clientRecords, isClientOf } from '../records-store';

const NO_SUCH_CLIENT = 'You have no such client.';

function formatOf(c: Context): RecordsFormat {
  const f = c.req.param('format');
  const format = RECORDS_FORMATS.find((x) => x === f);
  if (!format) throw new AppError('not-found', 'Records come as csv or pdf.');
  return format;
}

/** A download: private, named, never sniffed. */
function download(c: Context, name: string, format: RecordsFormat, body: string | Buffer) {
  cacheScope(c, 'private');
  c.header('Content-Disposition', `attachment; filename="${name}-${istDateOf(c.var.market.now())}.${format}"`);
  c.header('X-Content-Type-Options', 'nosniff');
  const type = format === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf';
  return c.body(typeof body === 'string' ? body : new Uint8Array(body), 200, { 'Content-Type': type });
}

async function clientDownload(c: Context, userId: number, adviserId: number | null, format: RecordsFormat) {
  const records = await clientRecords(c.var.db, userId, adviserId);
  if (!records) throw new AppError('not-found', NO_SUCH_CLIENT);
  const body = format === 'csv' ? recordsCsv(records) : await recordsPdf(records, c.var.market.now());
  return download(c, `records-client-${userId}`, format, body);
}

const ownAdviser = async (c: Context) => {
  const adviser = await adviserOfUser(c.var.db, c.var.user.id);
  if (!adviser) throw new AppError('not-found', AUTH.notFound);
  return adviser;
};

/**
 * The records an inspector asks for (docs/compliance-fees.md, "Records"): a client downloads their own, an adviser any
 * of their clients' (only what concerns that adviser) and their client list, as CSV or PDF.
 */
export function recordsRoutes() {
  const r = new Hono<AppEnv>();
  const adviserOnly = [requireUser, requireRole('adviser')] as const;

  r.get(at(COMPLIANCE_API.records.mine(':format')), requireUser, (c) =>
    clientDownload(c, c.var.user.id, null, formatOf(c)),
  );

  r.get(at(COMPLIANCE_API.records.client(':client', ':format')), ...adviserOnly, async (c) => {
    const format = formatOf(c);
    const adviser = await ownAdviser(c);
    const client = Number(c.req.param('client'));
    if (!Number.isSafeInteger(client) || client < 1 || !(await isClientOf(c.var.db, client, adviser.id)))
      throw new AppError('not-found', NO_SUCH_CLIENT);
    return clientDownload(c, client, adviser.id, format);
  });

  r.get(at(COMPLIANCE_API.records.clients(':format')), ...adviserOnly, async (c) => {
    const format = formatOf(c);
    const adviser = await ownAdviser(c);
    const now = c.var.market.now();
    const rows = await adviserClientList(c.var.db, adviser.id, now);
    const body = format === 'csv' ? clientListCsv(rows) : await clientListPdf(adviser, rows, now);
    return download(c, `clients-${adviser.slug}`, format, body);
  });

  return r;
}
