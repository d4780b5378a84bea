import { beforeAll, describe, expect, it } from 'vitest';
import { testServerPerFile } from '../test-server-per-file';
import { API } from '#contract/http/api-paths';
import { SHEET_MESSAGES as M, type RebalanceSheetsBody } from '#contract/rebalance-sheets/types';
import { testUser } from '../blog/testing/blog-test-client';
import { insertBasket } from '../baskets/testing/basket-test-fixtures';

import { expectServedFromCache } from '../spreadsheets/template-test-support';
import { WORKBOOK_MESSAGES as W } from '../spreadsheets/workbook-limits';
import { hugeSharedString, memoryGrowth } from '../spreadsheets/zip-test-support';
import {
  adviserWithHolders,
  holder,
  sheetCalls,
  sheetFile,
  THREE_STOCKS,
  type Row,
} from './testing/sheet-test-fixtures';

const fileServer = testServerPerFile({ responseCache: { ttlSeconds: 0 } });
let calls: ReturnType<typeof sheetCalls>;
beforeAll(async () => {
  calls = sheetCalls(fileServer.t);
});

describe('rebalance from a spreadsheet: the preview', () => {
  it('names each bad row and its reason, refuses a target whole, and previews the good ones', async () => {
    const { adviser, basket, holders } = await adviserWithHolders(fileServer.t, 6);
    const [a, b, c, d, e, f] = holders;
    await fileServer.t.db.query(`INSERT INTO customers (user_id, name, pan) VALUES ($1, 'Bela Shah', 'BELAS1234K')`, [
      b!.id,
    ]);
    // A client of the adviser's who holds none of their baskets.
    const linked = await testUser(fileServer.t);
    await fileServer.t.db.query(
      `INSERT INTO client_links (staff_user_id, client_user_id, relation, brand_id, source)
       VALUES ($1, $2, 'adviser', 'starfolio', 'admin')`,
      [adviser.id, linked.id],
    );
    const linkedEmail = (
      await fileServer.t.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [linked.id])
    ).rows[0]!.email;
    // Another adviser's basket, held by client a.
    const other = await insertBasket(fileServer.t.db, (await adviserWithHolders(fileServer.t, 0)).adviser.adviser.id, {
      versions: THREE_STOCKS,
    });
    const rows: Row[] = [
      [a!.email.toUpperCase(), basket.name.toLowerCase(), 'infy', '60'], // 2: good (a)
      [a!.email, basket.hash, 'TCS', '40.00'], // 3: good (a), the basket by its id
      ['belas1234k', basket.name, 'INFY', '100'], // 4: good (b), by PAN
      ['', '', '', '100'], // 5: empty cells (a row with nothing at all is no row)
      ['nobody@example.com', basket.name, 'INFY', '100'], // 6: not a client at all
      ['investor@example.com', basket.name, 'INFY', '100'], // 7: a user, not this adviser's
      [linkedEmail, basket.name, 'INFY', '100'], // 8: linked, holds nothing
      [c!.email, 'No Such Basket', 'INFY', '100'], // 9
      [c!.email, other.name, 'INFY', '100'], // 10: someone else's basket
      [d!.email, basket.name, 'INFY', '50'], // 11
      [d!.email, basket.name, 'NOTASTOCK', '50'], // 12: d's target refused whole
      [e!.email, basket.name, 'INFY', '50'], // 13
      [e!.email, basket.name, 'TCS', '49.99'], // 14: e's total 99.99
      [f!.email, basket.name, 'INFY', '50.01'], // 15
      [f!.email, basket.name, 'TCS', '50'], // 16: f's total 100.01
      [c!.email, basket.name, 'INFY', '12.345'], // 17: bad weight; c's target refused
      [c!.email, basket.name, 'INFY', '50'], // 18: INFY twice for c
      ['not an email', basket.name, 'INFY', '100'], // 19
      ['nobody@example.com', basket.name, 'INFY', ''], // 20
    ];
    const up = await calls.upload(await sheetFile(rows), adviser.token);
    expect(up.status).toBe(200);
    expect(up.body).toMatchObject({
      status: 'previewed',
      rows: 19,
      targets: 2,
      refused: 16,
      applied: null,
      expired: false,
    });
    const refusalsAt = (row: number) =>
      up.body.refusals.filter((r) => r.row === row).map((r) => `${r.field}: ${r.reason}`);
    expect(refusalsAt(5)).toEqual([
      'client: Please enter the client’s email or PAN',
      'basket: Please enter the basket',
      'symbol: Please enter the NSE symbol',
    ]);
    expect(refusalsAt(20)).toEqual([`client: ${M.notYourClient}`, 'weight: Please enter the weight']);
    expect(refusalsAt(6)).toEqual([`client: ${M.notYourClient}`]);
    expect(refusalsAt(7)).toEqual([`client: ${M.notYourClient}`]);
    expect(refusalsAt(8)).toEqual([`basket: ${M.notInvested}`]);
    expect(refusalsAt(9)).toEqual([`basket: ${M.noSuchBasket}`]);
    expect(refusalsAt(10)).toEqual([`basket: ${M.noSuchBasket}`]);
    expect(refusalsAt(11)).toEqual([`row: ${M.targetRefused([12])}`]);
    expect(refusalsAt(12)).toEqual([`symbol: ${M.unknownSymbol}`]);
    expect(refusalsAt(13)).toEqual([`weight: ${M.badTotal('99.99', [13, 14])}`]);
    expect(refusalsAt(14)).toEqual([`weight: ${M.badTotal('99.99', [13, 14])}`]);
    expect(refusalsAt(15)).toEqual([`weight: ${M.badTotal('100.01', [15, 16])}`]);
    expect(refusalsAt(16)).toEqual([`weight: ${M.badTotal('100.01', [15, 16])}`]);
    expect(refusalsAt(17)).toEqual([`weight: ${M.badWeight}`]);
    expect(refusalsAt(18)).toEqual([`row: ${M.targetRefused([17])}`]);
    expect(refusalsAt(19)).toEqual([`client: ${M.badClient}`]);
    expect(up.body.refusals.map((r) => r.row)).toEqual([...up.body.refusals.map((r) => r.row)].sort((x, y) => x - y));

    // The good targets, in the order of their first row, with what changes against what they follow.
    expect(up.body.targetsPage.map((tg) => [tg.investment, tg.rows])).toEqual([
      [a!.investment.hash, [2, 3]],
      [b!.investment.hash, [4]],
    ]);
    const first = up.body.targetsPage[0]!;
    expect(first).toMatchObject({
      investmentStatus: 'active',
      client: { name: 'Test Reader', email: a!.email },
      basket: { hash: basket.hash, name: basket.name },
      broker: 'Kestrel Securities',
    });
    expect(first.stocks.map((s) => [s.symbol, s.targetWeight, s.change])).toEqual([
      ['INFY', 60, 'reweighted'],
      ['TCS', 40, 'reweighted'],
      ['HDFCBANK', null, 'removed'],
    ]);
    const held = first.stocks.reduce((sum, s) => sum + (s.currentWeight ?? 0), 0);
    expect(held).toBeCloseTo(100, 1);
    expect(up.body.targetsPage[1]!.client).toEqual({ name: 'Bela Shah', email: b!.email });

    // Read again, the same; the list has it.
    const again = await calls.read(up.body.sheet, adviser.token);
    expect(again.body).toEqual(up.body);
    const list = await calls.api.get<RebalanceSheetsBody>(API.ria.rebalanceSheets, adviser.token);
    expect(list.body.sheets[0]).toMatchObject({ sheet: up.body.sheet, fileName: 'targets.xlsx', status: 'previewed' });
  });

  it('pages the targets and the refused rows', async () => {
    const { adviser, basket } = await adviserWithHolders(fileServer.t, 0);
    const rows: Row[] = [];
    for (let i = 0; i < 21; i++)
      rows.push([(await holder(fileServer.t, basket.hash)).email, basket.name, 'INFY', '100']);
    for (let i = 0; i < 101; i++) rows.push(['nobody@example.com', basket.name, 'INFY', '100']);
    const up = await calls.upload(await sheetFile(rows, { csv: true }), adviser.token, 'targets.csv');
    expect(up.body).toMatchObject({ targets: 21, refused: 101, page: 1, pages: 2, refusalsPage: 1, refusalsPages: 2 });
    expect(up.body.targetsPage).toHaveLength(20);
    expect(up.body.refusals).toHaveLength(100);
    const second = await calls.read(up.body.sheet, adviser.token, '?page=2&refusals_page=2');
    expect(second.body.targetsPage.map((tg) => tg.rows)).toEqual([[22]]);
    expect(second.body.refusals).toEqual([{ row: 123, field: 'client', reason: M.notYourClient }]);
    // A page past the last is the last.
    expect((await calls.read(up.body.sheet, adviser.token, '?page=9')).body.page).toBe(2);
  });

  it('answers garbage with a 4xx that says why, never a 5xx', async () => {
    const { adviser, basket, holders } = await adviserWithHolders(fileServer.t, 1);
    const key = adviser.token;
    const refused = async (bytes: Uint8Array, message: string, name = 'targets.xlsx') => {
      const r = await calls.upload(bytes, key, name);
      expect([r.status, r.head.message, r.body.errors?.file]).toEqual([400, message, message]);
    };
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    await refused(png, M.notAWorkbook);
    await refused(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 9, 9, 9, 9]), M.notAWorkbook);
    await refused(new Uint8Array([0, 1, 2, 3, 255]), M.notAWorkbook);
    await refused(await sheetFile([]), M.noRows);
    await refused(new TextEncoder().encode('client,basket,weight,symbol\r\na@b.co,X,10,INFY'), M.wrongHeaders, 'x.csv');
    await refused(new TextEncoder().encode('\r\n\r\n'), M.emptySheet, 'x.csv');
    const many: Row[] = Array.from({ length: 5_001 }, () => ['a@b.co', 'X', 'INFY', '1']);
    await refused(await sheetFile(many, { csv: true }), M.tooManyRows, 'many.csv');
    const big = await calls.upload(new Uint8Array(1024 * 1024 + 1).fill(65), key);
    expect([big.status, big.head.message]).toEqual([413, M.tooLarge]);
    // The review's M4 workbook (298 KB, one 300-million-character string), honest and with a lying size.
    for (const [file, message] of [
      [await hugeSharedString(), W.unpackedBytes],
      [await hugeSharedString(300_000_000, true), M.notAWorkbook],
    ] as const) {
      const { rssMb } = await memoryGrowth(() => refused(file, message));
      expect(rssMb).toBeLessThan(64);
    }
    const notMultipart = await calls.api.post(API.ria.rebalanceSheets, { file: 'x' }, key);
    expect([notMultipart.status, notMultipart.head.message]).toEqual([400, M.fileMissing]);

    // A huge cell refuses its row, never the file.
    const huge = await calls.upload(
      await sheetFile([
        [holders[0]!.email, basket.name, 'INFY', '100'],
        ['x'.repeat(30_000), basket.name, 'INFY', '100'],
      ]),
      key,
    );
    expect(huge.status).toBe(200);
    expect(huge.body.refusals).toEqual([{ row: 3, field: 'client', reason: M.cellTooLong }]);

    for (const body of ['not json', '[1]', '{"sheet": 5}', '{}', '{"sheet": ""}']) {
      const r = await calls.api.postRaw(API.ria.rebalanceApply, body, 'application/json', key);
      expect(r.status, body).toBe(400);
    }
    expect((await calls.apply('../../etc', key)).status).toBe(404);
    expect((await calls.read(huge.body.sheet, key, '?page=abc')).status).toBe(400);
    expect((await calls.read('no-such-sheet-at-all', key)).status).toBe(404);
  });

  it('is 401 to a visitor, 404 to an investor and to another adviser, on every call', async () => {
    const { adviser, basket, holders } = await adviserWithHolders(fileServer.t, 1);
    const { adviser: another } = await adviserWithHolders(fileServer.t, 0);
    const investor = holders[0]!;
    const file = await sheetFile([[investor.email, basket.name, 'INFY', '100']]);
    const up = await calls.upload(file, adviser.token);
    expect(up.status).toBe(200);
    const sheet = up.body.sheet;
    const every = (key?: string) =>
      Promise.all([
        calls.api.get(API.ria.rebalanceTemplate, key).then((r) => r.status),
        calls.upload(file, key).then((r) => r.status),
        calls.api.get(API.ria.rebalanceSheets, key).then((r) => r.status),
        calls.read(sheet, key).then((r) => r.status),
        calls.apply(sheet, key).then((r) => r.status),
      ]);
    expect(await every()).toEqual([401, 401, 401, 401, 401]);
    expect(await every(investor.token)).toEqual([404, 404, 404, 404, 404]);
    expect((await calls.read(sheet, another.token)).status).toBe(404);
    expect((await calls.apply(sheet, another.token)).status).toBe(404);
    const list = await calls.api.get<RebalanceSheetsBody>(API.ria.rebalanceSheets, another.token);
    expect(list.body.sheets).toEqual([]);
    // On Arrowline (no '/import-client/' feature) the adviser gets 404 too.
    const arrowline = sheetCalls(fileServer.t, 'arrowline');
    expect((await arrowline.read(sheet, adviser.arrowlineToken)).status).toBe(404);

    const download = () =>
      fileServer.t.request(calls.api.brand, calls.api.url(API.ria.rebalanceTemplate), {
        headers: { KEY: adviser.token },
      });
    const template = await download();
    expect(template.status).toBe(200);
    expect(template.headers.get('content-disposition')).toContain('rebalance-template.xlsx');
    await expectServedFromCache(template, download);
  });
});
