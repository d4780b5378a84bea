import { describe, expect, it } from 'vitest';
import { PDFParse } from 'pdf-parse';
import { COMPLIANCE_API } from '#contract/compliance/paths';
import { formatPrice } from '#contract/locale/format';
import { createSession } from '../../auth/session';
import { parseCsv } from '../../spreadsheets/parse-csv';
import { starfolio } from '../../subscriptions/testing/payment-test-server';
import { testServerPerFile } from '../../test-server-per-file';
import { CLIENT_LIST_COLUMNS, RECORD_COLUMNS } from '../records-documents';

/**
 * The records an inspector asks for (docs/compliance-fees.md, "Records"): the seeded subscriber's CSV and PDF hold what
 * the database holds, and an adviser downloads their own clients' only.
 */
const file = testServerPerFile();

async function sessionOf(where: string) {
  const { rows } = await file.t.db.query<{ id: number }>(`SELECT id FROM users WHERE ${where}`);
  const { token } = await createSession(file.t.db, file.t.jwtSecret, {
    userId: rows[0]!.id,
    brand: starfolio.id,
    ttlSeconds: 3600,
  });
  return { id: rows[0]!.id, token };
}

const download = (path: string, token: string) =>
  file.t.request(starfolio, `/${starfolio.segment}/api/${path}`, { headers: { KEY: token } });

async function pdfText(res: Response) {
  const parser = new PDFParse({ data: new Uint8Array(await res.arrayBuffer()) });
  return (await parser.getText()).text;
}

describe('records export', () => {
  it("holds the seeded subscriber's invoices, risk profiles and agreements as the database does, in CSV and PDF", async () => {
    const me = await sessionOf(`email = 'subscriber@example.com'`);
    const csv = await download(COMPLIANCE_API.records.mine('csv'), me.token);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(
      /^attachment; filename="records-client-\d+-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = parseCsv(await csv.text());
    expect(header).toEqual([...RECORD_COLUMNS]);

    const { rows: paid } = await file.t.db.query<{ invoice_number: string; total: number; settled_at: Date }>(
      `SELECT invoice_number, total_amount::float8 AS total, settled_at FROM payment_transactions
        WHERE user_id = $1 AND status = 'success' ORDER BY settled_at, id`,
      [me.id],
    );
    expect(paid.length).toBeGreaterThan(0);
    const invoices = rows.filter((r) => r[0] === 'Invoice');
    expect(invoices.map((r) => [r[2], Number(r[4]), r[1]])).toEqual(
      paid.map((p) => [p.invoice_number, p.total, new Date(p.settled_at).toISOString()]),
    );
    const counts = await file.t.db.query<{ risk: number; agreements: number }>(
      `SELECT (SELECT count(*)::int FROM risk_profiles WHERE user_id = $1) AS risk,
              (SELECT count(*)::int FROM agreements WHERE user_id = $1) AS agreements`,
      [me.id],
    );
    expect(rows.filter((r) => r[0] === 'Risk profile')).toHaveLength(counts.rows[0]!.risk);
    expect(rows.filter((r) => r[0] === 'Agreement')).toHaveLength(counts.rows[0]!.agreements);
    expect(rows.filter((r) => r[0] === 'Advice').length).toBeGreaterThan(0);

    const pdf = await download(COMPLIANCE_API.records.mine('pdf'), me.token);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(pdf);
    for (const p of paid) {
      expect(text).toContain(p.invoice_number);
      // A real font: the rupee sign prints as itself, to the paisa with Indian grouping.
      expect(text).toContain(formatPrice(p.total));
    }
    expect(text).toContain('₹');
    expect(text).not.toContain('Rs.');
  });

  it("lets an adviser download their own clients' records and client list, and no one else's", async () => {
    const { rows } = await file.t.db.query<{ user_id: number }>(
      `SELECT a.user_id FROM advisers a WHERE a.user_id IS NOT NULL AND EXISTS (
         SELECT 1 FROM subscriptions s JOIN plans p ON p.id = s.plan_id WHERE p.adviser_id = a.id) LIMIT 1`,
    );
    const adviserUser = rows[0]!.user_id;
    const { token } = await createSession(file.t.db, file.t.jwtSecret, {
      userId: adviserUser,
      brand: starfolio.id,
      ttlSeconds: 3600,
    });
    const list = await download(COMPLIANCE_API.records.clients('csv'), token);
    expect(list.status).toBe(200);
    const [header, ...clients] = parseCsv(await list.text());
    expect(header).toEqual([...CLIENT_LIST_COLUMNS]);
    expect(clients.length).toBeGreaterThan(0);
    const first = clients[0]!;
    expect(first[4]).toMatch(/^(fixed fees|a fee on assets under advice)$/);
    expect(Number(first[7])).toBe(151_000);

    const one = await download(COMPLIANCE_API.records.client(first[0]!, 'pdf'), token);
    expect(one.status).toBe(200);
    expect(await pdfText(one)).toContain(`client ${first[0]}`);

    const stranger = await sessionOf(`email = 'investor@example.com'`);
    expect((await download(COMPLIANCE_API.records.client(stranger.id, 'csv'), token)).status).toBe(404);
    expect((await download(COMPLIANCE_API.records.clients('csv'), stranger.token)).status).toBe(404);
    expect((await download('records/mine/xlsx/', stranger.token)).status).toBe(404);
  });
});
