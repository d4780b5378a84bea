import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { API } from '#contract/http/api-paths';
import type { DealerClientsBody } from '#contract/dealer/types';
import { MINE, api, dealer, report, starfolio, startDealerServer, t } from '../testing/dealer-route-server';

startDealerServer();

describe('the seed dealer', () => {
  it('has eight clients, masked, with figures equal to sums computed in SQL', async () => {
    const a = await api.get<DealerClientsBody>(API.dealer.clients, dealer.token);
    expect([a.status, a.body.total]).toEqual([200, 8]);
    const rohan = a.body.clients.find((c) => c.name === 'Rohan Mehta')!;
    expect([rohan.email, rohan.mobile, rohan.subscription]).toEqual(['r•••@example.com', '••••••1223', 'active']);
    const { rows } = await t.db.query<{ id: number; n: number; v: number }>(
      `SELECT u.id, count(DISTINCT i.id)::int AS n, COALESCE(sum(h.quantity * h.average_price), 0)::float8 AS v
         FROM users u LEFT JOIN investments i ON i.user_id = u.id AND i.status = 'active'
         LEFT JOIN investment_holdings h ON h.investment_id = i.id
        WHERE u.id IN (${MINE}) GROUP BY u.id`,
      [dealer.id],
    );
    expect(rows.filter((r) => r.n > 0).length).toBeGreaterThanOrEqual(4);
    for (const r of rows) {
      const c = a.body.clients.find((x) => x.id === r.id)!;
      expect([c.investments, c.invested_value]).toEqual([r.n, r.v]);
    }
  });

  it('summary report: per client and overall totals equal SQL sums', async () => {
    const a = await report('summary');
    expect(a.status).toBe(200);
    const { rows } = await t.db.query<{ id: number; name: string; payments: number; paid: number }>(
      `SELECT u.id, COALESCE(c.name, u.name) AS name, count(p.id)::int AS payments, COALESCE(sum(p.total_amount), 0)::float8 AS paid
         FROM users u LEFT JOIN customers c ON c.user_id = u.id
         LEFT JOIN payment_transactions p ON p.user_id = u.id AND p.status = 'success'
        WHERE u.id IN (${MINE}) GROUP BY u.id, c.name, u.name`,
      [dealer.id],
    );
    expect(a.body.rows).toHaveLength(rows.length);
    for (const r of rows) {
      const line = a.body.rows.find((x) => x.client === r.name)!;
      expect([line.payments, line.paid]).toEqual([r.payments, r.paid]);
    }
    const total = await t.db.query<{ paid: number; v: number }>(
      `SELECT (SELECT COALESCE(sum(total_amount), 0) FROM payment_transactions WHERE status = 'success' AND user_id IN (${MINE}))::float8 AS paid,
              (SELECT COALESCE(sum(h.quantity * h.average_price), 0) FROM investments i JOIN investment_holdings h ON h.investment_id = i.id
                WHERE i.status = 'active' AND i.user_id IN (${MINE}))::float8 AS v`,
      [dealer.id],
    );
    expect(a.body.totals!.paid).toBeCloseTo(total.rows[0]!.paid, 2);
    expect(a.body.totals!.invested_value).toBeCloseTo(total.rows[0]!.v, 2);
    expect(total.rows[0]!.paid).toBeGreaterThan(0);
  });

  it('payment status, investment status and rebalances count what SQL counts, and filter', async () => {
    const counts = await t.db.query<{ pay: number; failed: number; inv: number; pending: number; applied: number }>(
      `SELECT (SELECT count(*) FROM payment_transactions WHERE brand_id = 'starfolio' AND user_id IN (${MINE}))::int AS pay,
              (SELECT count(*) FROM payment_transactions WHERE status = 'failed' AND user_id IN (${MINE}))::int AS failed,
              (SELECT count(*) FROM investments WHERE user_id IN (${MINE}))::int AS inv,
              (SELECT count(*) FROM rebalances r JOIN investments i ON i.id = r.investment_id WHERE r.status = 'pending' AND i.user_id IN (${MINE}))::int AS pending,
              (SELECT count(*) FROM rebalances r JOIN investments i ON i.id = r.investment_id WHERE r.status = 'accepted' AND i.user_id IN (${MINE}))::int AS applied`,
      [dealer.id],
    );
    const c = counts.rows[0]!;
    expect((await report('payment-status')).body.total).toBe(c.pay);
    expect((await report('payment-status', '?status=failed')).body.total).toBe(c.failed);
    expect(c.failed).toBe(1);
    expect((await report('investment-status')).body.total).toBe(c.inv);
    expect((await report('rebalance', '?status=pending')).body.total).toBe(c.pending);
    expect((await report('rebalance', '?status=applied')).body.total).toBe(c.applied);
    expect(c.applied).toBe(1);
    const rohan = await report('investment-status', '?q=rohan');
    expect(rohan.body.rows.map((r) => r.client)).toEqual(['Rohan Mehta', 'Rohan Mehta']);
    const june = await report('investment-status', '?from=2026-06-15&to=2026-06-15');
    expect(june.body.rows.every((r) => String(r.started).startsWith('2026-06-15'))).toBe(true);
    expect(june.body.total).toBeGreaterThan(0);
  });
});

describe('the rebalance report', () => {
  beforeAll(async () => {
    // A rebalance from the seed adviser's spreadsheet on one of the dealer's clients' investments,
    // beside the seed's rebalances from basket versions (docs/rebalance-from-sheet.md).
    const { rows } = await t.db.query<{ id: number; version_id: number; latest: number }>(
      `SELECT i.id, i.version_id, (SELECT max(v.id) FROM basket_versions v WHERE v.basket_id = i.basket_id) AS latest
         FROM investments i WHERE i.user_id IN (${MINE}) AND i.status = 'active' ORDER BY i.id LIMIT 1`,
      [dealer.id],
    );
    const inv = rows[0]!;
    const sheet = await t.db.query<{ id: number }>(
      `INSERT INTO rebalance_sheets (sheet_hash, brand_id, adviser_user_id, file_name, sha256, status, total_rows, targets,
                                     refused_rows, created_count, unchanged_count, closed_count, applied_at)
       SELECT 'dealer-report-sheet', 'starfolio', id, 'targets.xlsx', repeat('a', 64), 'applied', 1, 1, 0, 1, 0, 0, now()
         FROM users WHERE email = 'adviser@example.com' RETURNING id`,
    );
    await t.db.query(
      `INSERT INTO rebalances (investment_id, from_version_id, to_version_id, status, sheet_id, created_at, decided_at)
       VALUES ($1, $2, $3, 'ignored', $4, '2026-10-05T10:00:00+05:30', '2026-10-06T10:00:00+05:30')`,
      [inv.id, inv.version_id, inv.latest, sheet.rows[0]!.id],
    );
  });

  it("says what each rebalance came from, a version or the adviser's sheet, as SQL does, in JSON, CSV and XLSX", async () => {
    const { rows } = await t.db.query<{ source: string }>(
      `SELECT CASE WHEN r.sheet_id IS NULL THEN 'Version ' || v.version ELSE 'Adviser’s sheet' END AS source
         FROM rebalances r JOIN investments i ON i.id = r.investment_id JOIN basket_versions v ON v.id = r.to_version_id
        WHERE i.user_id IN (${MINE})`,
      [dealer.id],
    );
    const sources = rows.map((r) => r.source).sort();
    expect(sources).toContain('Adviser’s sheet');
    expect(sources.filter((s) => /^Version \d+$/.test(s)).length).toBeGreaterThanOrEqual(2);

    const json = (await report('rebalance')).body;
    expect(json.columns.map((c) => c.label)).toEqual(['Client', 'Basket', 'Source', 'Status', 'Issued', 'Decided']);
    expect(json.rows.map((r) => r.source).sort()).toEqual(sources);
    const ignored = await report('rebalance', '?status=ignored');
    expect(ignored.body.rows.map((r) => r.source)).toContain('Adviser’s sheet');

    const csv = await t.request(starfolio, `/${starfolio.segment}/api/${API.dealer.report('rebalance')}?format=csv`, {
      headers: { KEY: dealer.token },
    });
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Client,Basket,Source,Status,Issued,Decided');
    expect(
      lines
        .slice(1)
        .map((l) => l.split(',')[2])
        .sort(),
    ).toEqual(sources);

    const xlsx = await t.request(starfolio, `/${starfolio.segment}/api/${API.dealer.report('rebalance')}?format=xlsx`, {
      headers: { KEY: dealer.token },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as unknown as ExcelJS.Buffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(3).value).toBe('Source');
    const cells = [];
    for (let r = 2; r <= sheet.rowCount; r++) cells.push(String(sheet.getRow(r).getCell(3).value));
    expect(cells.sort()).toEqual(sources);
  });
});
