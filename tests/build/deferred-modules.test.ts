import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstLoadModules } from './first-load';

const dist = resolve(process.env.DIST_DIR ?? 'dist');

/** Every route file with a code-split component, from the Vite manifest. */
function routeFiles(): string[] {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, unknown>;
  const routes = Object.keys(manifest)
    .filter((key) => key.startsWith('src/routes/') && key.endsWith('?tsr-split=component'))
    .map((key) => key.slice(0, key.indexOf('?')));
  expect(routes.length, 'route chunks found in the manifest').toBeGreaterThan(40);
  return routes;
}

/** Loaded in a client's view only (decision 0228): the banner, its Exit call and the view's rules. */
const CLIENT_VIEW = [
  /^src\/features\/impersonation\/components\/client-view-banner(\.css)?\.tsx?$/,
  /^src\/features\/impersonation\/api\/lac-api\.ts$/,
  /^src\/features\/impersonation\/switch-session\.ts$/,
  /^contract\/login-as-client-rules\.ts$/,
];
/** The screens that open a view or read its audit load the calls with their own code. */
const CLIENT_VIEW_SCREENS = ['src/routes/login-as-client/index.tsx', 'src/routes/admin/audit/index.tsx'];

/** Loaded with the first error a page reports (decision 0228): redaction, limits and sending. */
const REPORTER = [
  /^src\/lib\/client-log\/(reporter|build-report|send-report|browser-reporter)\.ts$/,
  /^contract\/client-log-redact\.ts$/,
];

const matching = (modules: string[], patterns: RegExp[]) => modules.filter((m) => patterns.some((re) => re.test(m)));

describe('what no page loads first (decision 0228)', () => {
  it('the entry has the error listeners and the client-view slot, not what they load', () => {
    const modules = firstLoadModules(dist);
    expect(modules).toContain('src/lib/client-log/deferred-reporter.ts');
    expect(modules).toContain('src/features/impersonation/components/client-view-slot.tsx');
    expect(matching(modules, [...CLIENT_VIEW, ...REPORTER])).toEqual([]);
  });

  it('no route’s first load holds the error reporter or the client-view banner', () => {
    for (const route of routeFiles()) {
      const modules = firstLoadModules(dist, route);
      expect(matching(modules, REPORTER), route).toEqual([]);
      const banner = CLIENT_VIEW_SCREENS.includes(route) ? CLIENT_VIEW.slice(0, 1) : CLIENT_VIEW;
      expect(matching(modules, banner), route).toEqual([]);
    }
  });
});
