import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** The import-boundary messages ESLint reports for one import line in a file at `filePath`. */
async function boundaryErrors(filePath: string, from: string): Promise<string[]> {
  const code = `import { x } from '${from}';\nexport const y = x;\n`;
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import boundaries (eslint.config.js)', () => {
  it.each([
    ['server/trading/fake.ts', '../../src/lib/format'],
    ['server/trading/fake.ts', '../../sw/blog-cache'],
    ['server/trading/fake.ts', '../market/simulator/simulated-market-data'],
    ['server/fake.ts', './market/simulator/history-store'],
    ['sw/fake.ts', '../src/lib/format'],
    ['sw/fake.ts', '../server/app'],
    ['sw/fake.ts', '../brands/registry'],
    ['contract/fake.ts', '../brands/schema'],
    ['contract/fake.ts', '../src/lib/format'],
    ['src/lib/fake.ts', '../../server/app'],
    ['src/lib/fake.ts', '../../sw/blog-cache'],
    ['src/lib/fake.ts', '../features/blog/list-rules'],
    ['src/features/blog/fake.ts', '../baskets/basket-search'],
    ['src/features/blog/fake.ts', '../../app/router'],
    ['src/widget/fake.ts', '../../server/app'],
    ['src/entry-server.tsx', 'node:async_hooks'],
    ['src/app/server-render/fake.ts', 'jsdom'],
    ['src/lib/ssr/fake.ts', 'node:fs'],
    ['server/trading/fake.ts', '#src/lib/format/format'],
    ['sw/fake.ts', '#src/lib/format/format'],
    ['contract/fake.ts', '#src/lib/format/format'],
    ['src/lib/fake.ts', '#src/features/blog/list-rules'],
    ['src/components/ui/fake.ts', '#src/app/router'],
    ['src/features/blog/fake.ts', '#src/features/baskets/basket-search'],
    ['src/features/blog/fake.ts', '#src/routes/blog/index'],
    ['server/trading/fake.ts', '../broker-sim/sim-books'],
    ['server/payments/fake.ts', '../pay-sim/paysim-hosts'],
    ['server/jobs/fake.ts', '../broker-sim/sim-job'],
    ['server/trading/routes/fake.ts', '../../pay-sim/paysim-site'],
    ['server/market/fake.ts', '../broker-sim/sim-books'],
    ['server/dealer/fake.ts', 'exceljs'],
    ['server/client-import/fake.ts', 'exceljs'],
    ['server/broker-sim/fake.ts', 'exceljs'],
  ])('%s may not import %s', async (file, from) => {
    expect((await boundaryErrors(file, from)).length).toBeGreaterThan(0);
  });

  it.each([
    ['server/trading/fake.ts', '#contract/blog/types'],
    ['server/trading/fake.ts', '../../brands/registry'],
    ['server/trading/fake.ts', '../market/create-market-data'],
    ['server/market/fake.ts', './simulator/simulated-market-data'],
    ['sw/fake.ts', '#contract/site/cache-names'],
    ['sw/fake.ts', './blog-cache'],
    ['contract/fake.ts', './blog'],
    ['contract/fake.ts', 'zod'],
    ['src/features/blog/fake.ts', '#contract/blog/types'],
    ['src/features/blog/fake.ts', '../../lib/format'],
    ['src/features/blog/fake.test.ts', '../../../server/html/client-assets'],
    ['src/widget/fake.ts', '../features/blog/list-rules'],
    ['src/features/blog/fake.ts', '#src/lib/format/format'],
    ['src/features/blog/components/fake.ts', '#src/features/blog/list-rules'],
    ['src/routes/blog/fake.ts', '#src/features/blog/list-rules'],
    ['server/app.ts', './broker-sim/sim-site'],
    ['server/main.ts', './pay-sim/paysim-job'],
    ['server/db/seed/fake.ts', '../../broker-sim/sim-books'],
    ['server/broker-sim/fake.ts', './sim-books'],
    ['server/trading/fake.test.ts', '../broker-sim/sim-books'],
    ['server/trading/testing/fake.ts', '../../broker-sim/testing/sim-test-fixtures'],
    ['server/spreadsheets/fake.ts', 'exceljs'],
    ['server/dealer/fake.test.ts', 'exceljs'],
  ])('%s may import %s', async (file, from) => {
    expect(await boundaryErrors(file, from)).toEqual([]);
  });

  it.each([
    ["import { loginBody } from '#contract/auth/types';", 1],
    ["import { basketSaveRequest } from '#contract/studio/requests';", 1],
    ["import { emailField } from '#contract/forms/fields';", 1],
    ["import { z } from 'zod';", 1],
    ["import type { UserInfo } from '#contract/auth/types';", 0],
    ["import { API } from '#contract/http/api-paths';", 0],
  ])('the app bundle carries no zod: %s gives %i error(s)', async (line, count) => {
    const [result] = await eslint.lintText(`${line}\n`, { filePath: 'src/lib/fake.ts' });
    const zod = result!.messages.filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports');
    expect(zod).toHaveLength(count);
  });

  it.each([
    ['src/features/blog/components/fake.tsx', "import { Link } from '@tanstack/react-router';", 1],
    ['src/components/ui/fake.tsx', "import * as RadixDialog from '@radix-ui/react-dialog';", 1],
    ['src/features/blog/components/fake.tsx', "import { Link } from '#src/lib/navigation';", 0],
    ['src/features/blog/article-loader.ts', "import { notFound } from '@tanstack/react-router';", 0],
    ['src/features/baskets/components/fake.tsx', "import { useSearch } from '@tanstack/react-router';", 0],
  ])('the widget seams: in %s, %s gives %i error(s)', async (filePath, line, count) => {
    const [result] = await eslint.lintText(`${line}\n`, { filePath });
    const found = result!.messages.filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports');
    expect(found).toHaveLength(count);
  });

  /** The SQL fence's messages for `code` in a file at `filePath`. */
  async function sqlErrors(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath });
    return result!.messages
      .filter((m) => m.message.includes('A route module runs no SQL'))
      .map((m) => `${m.ruleId}: ${m.message}`);
  }

  const db = 'import type { Database } from "../../db/database";\ndeclare const db: Database;\n';
  it.each([
    ['server/fake/routes/fake-routes.ts', `${db}await db.query('SELECT 1');\n`],
    ['server/fake/routes/fake-routes.ts', `${db}await db.exec('SELECT 1');\n`],
    ['server/fake/routes/fake-routes.ts', `${db}await db.transaction(async (tx) => tx);\n`],
    [
      'server/fake/routes/fake-routes.ts',
      'declare const c: { var: { db: { query(s: string): void } } };\nc.var.db.query("x");\n',
    ],
    [
      'server/fake/routes/nested/fake.ts',
      'declare const sql: (s: TemplateStringsArray) => string;\nexport const q = sql`SELECT 1`;\n',
    ],
    [
      'server/fake/routes/fake-routes.ts',
      'import { openDatabase } from "../../db/database";\nexport const o = openDatabase;\n',
    ],
  ])('a route module runs no SQL: %s with %s is an error', async (filePath, code) => {
    expect(await sqlErrors(filePath, code)).not.toEqual([]);
  });

  it.each([
    [
      'server/fake/routes/fake-routes.ts',
      'declare const c: { req: { query(k: string): string } };\nexport const p = c.req.query("page");\n',
    ],
    ['server/fake/routes/fake-routes.ts', `${db}export const read = (d: Database) => d;\n`],
    ['server/fake/routes/fake-routes.test.ts', `${db}await db.query('SELECT 1');\n`],
    ['server/fake/fake-store.ts', `${db}await db.query('SELECT 1');\n`],
    [
      'server/fake/fake-store.ts',
      'declare const sql: (s: TemplateStringsArray) => string;\nexport const q = sql`SELECT 1`;\n',
    ],
  ])('a route module runs no SQL: %s with %s passes', async (filePath, code) => {
    expect(await sqlErrors(filePath, code)).toEqual([]);
  });
});
