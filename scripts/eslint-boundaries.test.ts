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
});
