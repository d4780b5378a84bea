import ExcelJS from 'exceljs';
import { testServerPerFile } from '../test-server-per-file';
import { describe, expect, it } from 'vitest';
import { API } from '#contract/http/api-paths';
import type { ImportJobBody } from '#contract/client-import/types';
import { IMPORT_MESSAGES as I } from '#contract/client-import/types';

import { testUser } from '../blog/testing/blog-test-client';
import { brandNamed, studioCaller } from '../studio/testing/studio-test-client';
import { claimImportJob, processImportJob, runImportRound } from './import-runner';
import { sampleRows, sampleWorkbook } from './import-sample-files';
import { expectServedFromCache } from '../spreadsheets/template-test-support';
import { WORKBOOK_MESSAGES as W } from '../spreadsheets/workbook-limits';
import { hugeSharedString, hugeSheet, memoryGrowth } from '../spreadsheets/zip-test-support';
import { importTemplate } from './import-template';

const fileServer = testServerPerFile({ responseCache: { ttlSeconds: 0 } });

async function adviser() {
  const user = await testUser(fileServer.t);
  await fileServer.t.db.query(`INSERT INTO user_roles (user_id, role) VALUES ($1, 'adviser')`, [user.id]);
  return user;
}

const api = () => studioCaller(fileServer.t, brandNamed('starfolio'));
const upload = (bytes: Uint8Array, key: string, name = 'clients.xlsx') =>
  api().upload(API.ria.uploadClients, bytes, name, {}, key);
const status = (id: string, key: string, page = 1) =>
  api().get<ImportJobBody>(`${API.ria.uploadStatus(id)}?page=${page}`, key);

async function clientsOf(adviserId: number) {
  const { rows } = await fileServer.t.db.query<{ n: number; users: number }>(
    `SELECT count(*)::int AS n, count(DISTINCT c.pan)::int AS users FROM client_links l
       JOIN customers c ON c.user_id = l.client_user_id
      WHERE l.staff_user_id = $1 AND l.relation = 'adviser' AND l.source = 'import'`,
    [adviserId],
  );
  return rows[0]!;
}

describe('client import', () => {
  it('imports the good rows, names each bad one, and a second upload of the file adds nobody', async () => {
    const me = await adviser();
    const { rows, expected } = sampleRows(60, { tag: 11, badRows: [3, 10, 20, 21, 30, 40, 45, 50, 55, 61] });
    const file = await sampleWorkbook(rows);
    const queued = await upload(file, me.token);
    expect(queued.status).toBe(200);
    expect(queued.body).toMatchObject({ status: 'queued', processed: 0 });
    await runImportRound(fileServer.t.db, { batchRows: 25 });
    const done = await status(String(queued.body.id), me.token);
    expect(done.body).toMatchObject({
      status: 'done',
      total: 60,
      processed: 60,
      imported: 50,
      alreadyImported: 0,
      refused: 10,
    });
    expect(done.body.refusals).toEqual(expected);
    expect(await clientsOf(me.id)).toEqual({ n: 50, users: 50 });

    const again = await upload(file, me.token);
    await runImportRound(fileServer.t.db);
    const second = await status(String(again.body.id), me.token);
    expect(second.body).toMatchObject({ status: 'done', imported: 0, alreadyImported: 50, refused: 10 });
    expect(await clientsOf(me.id)).toEqual({ n: 50, users: 50 });
  });

  it('refuses a row whose email or mobile is another account, and counts a repeated row as already imported', async () => {
    const me = await adviser();
    const { rows } = sampleRows(3, { tag: 12 });
    rows[1]![1] = 'investor@example.com';
    rows.push([...rows[0]!]);
    const queued = await upload(await sampleWorkbook(rows), me.token);
    await runImportRound(fileServer.t.db);
    const done = await status(String(queued.body.id), me.token);
    // The refusals first: should the counts ever be wrong, the reasons show why (decision 0288 found one such cause).
    expect(done.body.refusals).toEqual([{ row: 3, field: 'email', reason: I.emailTaken }]);
    expect(done.body).toMatchObject({ status: 'done', imported: 2, alreadyImported: 1, refused: 1 });
  });

  it('a runner stopped after a batch leaves the job to another, which finishes it with exact counts', async () => {
    const me = await adviser();
    const { rows } = sampleRows(100, { tag: 13, badRows: [5, 50, 95] });
    const queued = await upload(await sampleWorkbook(rows), me.token);
    const first = await claimImportJob(fileServer.t.db, 60_000);
    expect(await processImportJob(fileServer.t.db, first!, { batchRows: 30, stopAfterBatches: 1 })).toBe(false);
    const midway = await status(String(queued.body.id), me.token);
    expect(midway.body).toMatchObject({ status: 'processing', processed: 30, total: 100 });
    // While the lease holds nobody else takes it; once it has run out a new runner does.
    expect(await claimImportJob(fileServer.t.db)).toBeNull();
    await fileServer.t.db.query(
      `UPDATE client_import_jobs SET lease_until = now() - interval '1 second' WHERE id = $1`,
      [queued.body.id],
    );
    expect(await runImportRound(fileServer.t.db, { batchRows: 30 })).toBe(1);
    const done = await status(String(queued.body.id), me.token);
    expect(done.body).toMatchObject({ status: 'done', processed: 100, imported: 97, alreadyImported: 0, refused: 3 });
    expect(done.body.refusals.map((r) => r.row)).toEqual([5, 50, 95]);
    expect(await clientsOf(me.id)).toEqual({ n: 97, users: 97 });
    // The first runner, back after its lease was lost, commits nothing more.
    expect(await processImportJob(fileServer.t.db, first!, { batchRows: 30 })).toBe(false);
    expect(await clientsOf(me.id)).toEqual({ n: 97, users: 97 });
  });

  it('answers garbage with a 4xx or a failed job that says why, never a 5xx', async () => {
    const me = await adviser();
    const refused = async (bytes: Uint8Array, message: string) => {
      const r = await upload(bytes, me.token);
      expect(r.status).toBe(400);
      expect(r.head.message).toBe(message);
    };
    await refused(new Uint8Array([0, 1, 2, 3, 255]), I.notAWorkbook);
    await refused(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 9, 9, 9, 9]), I.notAWorkbook);
    await refused(await sampleWorkbook([], []), I.emptySheet);
    await refused(await sampleWorkbook([['a', 'b']], ['first', 'last']), I.wrongHeaders);
    await refused(new TextEncoder().encode('email,name\na@b.co,A'), I.wrongHeaders);
    const big = await upload(new Uint8Array(6 * 1024 * 1024).fill(65), me.token);
    expect(big.status).toBe(413);
    const noFile = await api().post(API.ria.uploadClients, { file: 'x' }, me.token);
    expect(noFile.status).toBe(400);

    const huge = sampleRows(2, { tag: 14 }).rows;
    huge[0]![0] = 'x'.repeat(30_000);
    const q = await upload(await sampleWorkbook(huge), me.token);
    const csv = await upload(
      new TextEncoder().encode(
        'name,email,mobile,dob,pan,state\r\nAsha Rao,asha.csv@example.com,9000011111,1985-04-12,ABCDE1234F,KA\r\n',
      ),
      me.token,
      'c.csv',
    );
    await runImportRound(fileServer.t.db);
    expect((await status(String(q.body.id), me.token)).body).toMatchObject({ status: 'done', imported: 1, refused: 1 });
    expect((await status(String(csv.body.id), me.token)).body).toMatchObject({ status: 'done', imported: 1 });
    // Too many rows: the job fails and says so.
    const many = await upload(await sampleWorkbook(sampleRows(10_001, { tag: 15 }).rows), me.token);
    await runImportRound(fileServer.t.db);
    expect((await status(String(many.body.id), me.token)).body).toMatchObject({
      status: 'failed',
      failure: I.tooManyRows,
      imported: 0,
    });
  });

  it('refuses a workbook that would inflate past the limits at the upload, in bounded memory (review M4)', async () => {
    const me = await adviser();
    const cases: [Uint8Array, string][] = [
      // The review's file: 298 KB, one shared string of 300 million characters.
      [await hugeSharedString(), W.unpackedBytes],
      // The same with a size header that says 1 KB: caught while inflating, at the first byte too many.
      [await hugeSharedString(300_000_000, true), I.notAWorkbook],
      [await hugeSheet(10_000_000), W.unpackedBytes],
      [await hugeSheet(10_000_000, true), I.notAWorkbook],
      [await hugeSheet(400_000), W.cells],
    ];
    for (const [file, message] of cases) {
      const { result, rssMb } = await memoryGrowth(() => upload(file, me.token));
      expect([result.status, result.head.message, result.body.errors?.file]).toEqual([400, message, message]);
      expect(rssMb).toBeLessThan(64);
    }
    const { rows } = await fileServer.t.db.query('SELECT 1 FROM client_import_jobs WHERE adviser_user_id = $1', [
      me.id,
    ]);
    expect(rows).toHaveLength(0);
  });

  it('imports a row typed into the downloaded template (two sheets, styles, a frozen row)', async () => {
    const me = await adviser();
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await importTemplate(brandNamed('starfolio'))) as unknown as ExcelJS.Buffer);
    book.getWorksheet('Clients')!.addRow(sampleRows(1, { tag: 17 }).rows[0]);
    const queued = await upload(new Uint8Array(await book.xlsx.writeBuffer()), me.token);
    expect(queued.status).toBe(200);
    await runImportRound(fileServer.t.db);
    expect((await status(String(queued.body.id), me.token)).body).toMatchObject({ status: 'done', imported: 1 });
  });

  it('is 401 to a visitor, 404 to an investor and to another adviser’s job', async () => {
    const me = await adviser();
    const other = await adviser();
    const investor = await testUser(fileServer.t);
    const q = await upload(await sampleWorkbook(sampleRows(1, { tag: 16 }).rows), me.token);
    expect((await api().get(API.ria.template)).status).toBe(401);
    expect((await api().get(API.ria.template, investor.token)).status).toBe(404);
    expect((await upload(new Uint8Array([1]), investor.token)).status).toBe(404);
    expect((await status(String(q.body.id), other.token)).status).toBe(404);
    expect((await status('not-a-uuid', me.token)).status).toBe(404);
    const download = () =>
      fileServer.t.request(brandNamed('starfolio'), `/${brandNamed('starfolio').segment}/api/${API.ria.template}`, {
        headers: { KEY: me.token },
      });
    const template = await download();
    expect(template.status).toBe(200);
    expect(template.headers.get('content-disposition')).toContain('.xlsx');
    await expectServedFromCache(template, download);
  });

  it('seeds adviser@example.com with imported clients and a finished import with two refused rows', async () => {
    const { rows } = await fileServer.t.db.query<{ clients: number; refused: number; status: string }>(
      `SELECT (SELECT count(*)::int FROM client_links l WHERE l.staff_user_id = u.id AND l.source = 'import') AS clients,
              j.refused, j.status
         FROM users u JOIN client_import_jobs j ON j.adviser_user_id = u.id WHERE u.email = 'adviser@example.com'`,
    );
    expect(rows).toEqual([{ clients: 5, refused: 2, status: 'done' }]);
  });
});
