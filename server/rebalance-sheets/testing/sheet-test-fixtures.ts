import { API } from '#contract/http/api-paths';
import { SHEET_COLUMNS, type RebalanceSheetBody } from '#contract/rebalance-sheets/types';
import { insertBasket, type BasketFixture } from '../../baskets/testing/basket-test-fixtures';
import { testUser } from '../../blog/testing/blog-test-client';
import { sampleWorkbook } from '../../client-import/import-sample-files';
import { insertInvestment } from '../../investments/testing/investment-test-fixtures';
import { brandNamed, studioCaller } from '../../studio/testing/studio-test-client';
import { adviserUser } from '../../studio/testing/versions-test-fixtures';
import type { TestServer } from '../../test-support';

/** Rows the rebalance sheet tests insert (docs/rebalance-from-sheet.md), and their calls. */

/** INFY, HDFCBANK and TCS at 40 / 30 / 30 (version 1), held 10 shares each. */
export const THREE_STOCKS: NonNullable<BasketFixture['versions']> = [
  {
    date: '2024-01-01',
    weights: [
      ['INFY', 40],
      ['HDFCBANK', 30],
      ['TCS', 30],
    ],
  },
];

/** A sheet row: client, basket, symbol, weight. */
export type Row = [string, string, string, string];

/** An XLSX of the template's columns and these rows (or a CSV when `csv`). */
export async function sheetFile(rows: readonly Row[], { csv = false } = {}): Promise<Uint8Array> {
  if (!csv) return sampleWorkbook(rows, SHEET_COLUMNS);
  return new TextEncoder().encode([SHEET_COLUMNS.join(','), ...rows.map((r) => r.join(','))].join('\r\n'));
}

/** An investor holding the basket (10 shares of each stock of version 1) through Starfolio's broker. */
export async function holder(t: TestServer, basketHash: string, symbols = ['INFY', 'HDFCBANK', 'TCS']) {
  const user = await testUser(t);
  const investment = await insertInvestment(t, user.id, {
    basket: basketHash,
    version: 1,
    holdings: symbols.map((symbol) => ({ symbol, quantity: 10, average_price: 100 })),
  });
  return { ...user, email: await emailOf(t, user.id), investment };
}

export async function emailOf(t: TestServer, userId: number) {
  const { rows } = await t.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [userId]);
  return rows[0]!.email;
}

/** A signed-in adviser with one basket (THREE_STOCKS unless told) and `investors` holders of it. */
export async function adviserWithHolders(t: TestServer, investors = 1, fixture: BasketFixture = {}) {
  const adviser = await adviserUser(t);
  const basket = await insertBasket(t.db, adviser.adviser.id, { versions: THREE_STOCKS, ...fixture });
  const holders = [];
  for (let i = 0; i < investors; i++) holders.push(await holder(t, basket.hash));
  return { adviser, basket, holders };
}

/** The sheet calls as the screens make them, on Starfolio unless told. */
export function sheetCalls(t: TestServer, brandId = 'starfolio') {
  const api = studioCaller(t, brandNamed(brandId));
  return {
    api,
    upload: async (bytes: Uint8Array, key?: string, name = 'targets.xlsx') => {
      const answer = await api.upload(API.ria.rebalanceSheets, bytes, name, {}, key);
      return { ...answer, body: answer.body as unknown as RebalanceSheetBody & { errors?: Record<string, string> } };
    },
    read: (sheet: string, key?: string, query = '') =>
      api.get<RebalanceSheetBody>(`${API.ria.rebalanceSheet(sheet)}${query}`, key),
    apply: (sheet: string, key?: string) => api.post<RebalanceSheetBody>(API.ria.rebalanceApply, { sheet }, key),
  };
}
