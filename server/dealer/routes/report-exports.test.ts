import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { API } from '#contract/http/api-paths';
import type { DealerClientsBody, DealerReportBody } from '#contract/dealer/types';
import { neutralise } from '../../spreadsheets/csv';
import { testUser } from '../../blog/testing/blog-test-client';
import { api, dealer, report, sessionOf, starfolio, startDealerServer, t } from '../testing/dealer-route-server';

startDealerServer();

describe('exports', () => {
  beforeAll(async () => {
    // A client whose name a spreadsheet would run as a formula.
    const evil = await testUser(t);
    await t.db.query(`UPDATE users SET name = '=HYPERLINK("http://x.example","y")' WHERE id = $1`, [evil.id]);
    await t.db.query(
      `INSERT INTO client_links (staff_user_id, client_user_id, relation, brand_id, source) VALUES ($1, $2, 'dealer', 'starfolio', 'admin')`,
      [dealer.id, evil.id],
    );
  });

  it('CSV: headings, every row, a dated filename and formulas neutralised', async () => {
    const res = await t.request(starfolio, `/${starfolio.segment}/api/${API.dealer.report('summary')}?format=csv`, {
      headers: { KEY: dealer.token },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="dealer-summary-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Client,Active investments,Invested (at cost),Active subscriptions,Payments,Paid');
    expect(lines).toHaveLength(1 + 9 + 1);
    expect(lines.some((l) => l.startsWith(`"'=HYPERLINK(""http://x.example"",""y"")"`))).toBe(true);
    expect(lines.at(-1)).toMatch(/^All clients,/);
  });

  it('XLSX: parsed back with exceljs, the same rows, no formula', async () => {
    const res = await t.request(starfolio, `/${starfolio.segment}/api/${API.dealer.report('summary')}?format=xlsx`, {
      headers: { KEY: dealer.token },
    });
    expect(res.headers.get('content-disposition')).toMatch(/filename="dealer-summary-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ExcelJS.Buffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Summary report');
    expect(sheet.rowCount).toBe(11);
    const json = (await report('summary')).body;
    const names = [];
    for (let r = 2; r <= 10; r++) names.push(sheet.getRow(r).getCell(1).value);
    expect(names).toEqual(json.rows.map((x) => neutralise(x.client ?? null)));
    expect(names).toContain(`'=HYPERLINK("http://x.example","y")`);
    sheet.eachRow((row) => row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)));
    expect(sheet.getRow(11).getCell(6).value).toBeCloseTo(json.totals!.paid as number, 2);
  });
});

describe('who may ask', () => {
  it('a visitor 401, an investor 404, another dealer sees none of these clients', async () => {
    expect((await api.get(API.dealer.clients)).status).toBe(401);
    const investor = await sessionOf('investor@example.com');
    expect((await api.get(API.dealer.clients, investor.token)).status).toBe(404);
    expect((await api.get(API.dealer.report('summary'), investor.token)).status).toBe(404);
    const other = await testUser(t);
    await t.db.query(`INSERT INTO user_roles (user_id, role) VALUES ($1, 'dealer')`, [other.id]);
    const theirs = await api.get<DealerClientsBody>(API.dealer.clients, other.token);
    expect([theirs.status, theirs.body.total]).toEqual([200, 0]);
    expect((await api.get<DealerReportBody>(API.dealer.report('payment-status'), other.token)).body.total).toBe(0);
  });

  it('garbage never 5xx: unknown report 404, bad filters 400', async () => {
    expect((await report('salaries')).status).toBe(404);
    for (const q of [
      '?page=abc',
      '?page=0',
      '?from=2026-13-45',
      '?format=pdf',
      '?status=%3Cscript%3E',
      `?q=${'x'.repeat(200)}`,
      '?from=2026-02-01&to=2026-01-01',
    ]) {
      expect((await report('payment-status', q)).status, q).toBe(400);
    }
    expect((await api.get(`${API.dealer.clients}?page=-1`, dealer.token)).status).toBe(400);
    const odd = await report('payment-status', '?q=%25_%5C&status=nonsense');
    expect([odd.status, odd.body.total]).toEqual([200, 0]);
  });
});
