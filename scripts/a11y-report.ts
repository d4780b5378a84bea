/**
 * `npm run a11y-report`: the audit-ready accessibility report of each brand (docs/accessibility.md), from
 * what the e2e suite's checks recorded (tests/e2e/support/a11y-record.ts) when run with A11Y_RESULTS set:
 * every screen axe checked, the rules and their results, and the keyboard and narrow-screen checks that ran.
 * Reads A11Y_RESULTS (default a11y-results/), writes a11y-report/<brand>.md; exits 1 when nothing was recorded.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brands } from '../brands/registry';
import type { BrandConfig } from '../brands/schema';
import type { A11yRecord } from '../tests/e2e/support/a11y-record';

const NARROW = 360;
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ');
const table = (head: string[], rows: string[][]) =>
  [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`),
  ].join('\n');

function count(records: A11yRecord[], pick: (r: A11yRecord) => string[] | undefined): Map<string, number> {
  const counts = new Map<string, number>();
  for (const r of records) for (const id of pick(r) ?? []) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

/** The report of one brand's recorded checks, as Markdown. */
export function brandReport(brand: BrandConfig, records: A11yRecord[], generated: Date): string {
  const axe = records.filter((r) => r.kind === 'axe');
  const keyboard = records.filter((r) => r.kind === 'keyboard');
  const screens = new Map<string, { title: string; widths: Set<number>; runs: number; violations: number }>();
  for (const r of axe) {
    const s = screens.get(r.path) ?? { title: r.title, widths: new Set<number>(), runs: 0, violations: 0 };
    if (r.width !== null) s.widths.add(r.width);
    s.runs += 1;
    s.violations += r.violations?.length ?? 0;
    screens.set(r.path, s);
  }
  const passes = count(axe, (r) => r.passes);
  const violations = count(axe, (r) => r.violations);
  const incomplete = count(axe, (r) => r.incomplete);
  const rules = [...new Set([...passes.keys(), ...violations.keys(), ...incomplete.keys()])].sort();
  const narrow = [...axe, ...keyboard].filter((r) => r.width !== null && r.width <= NARROW);
  const a = brand.accessibility;
  return [
    `# Accessibility report — ${brand.displayName}`,
    '',
    `Generated ${generated.toISOString()} from the e2e suite's recorded checks. Standard followed: ${a.standard}.`,
    `Nodal officer: ${a.nodalOfficer.name} (${a.nodalOfficer.email}). Rule sets: ${[...new Set(axe.flatMap((r) => r.tags ?? []))].join(', ') || 'none'}.`,
    '',
    '## Summary',
    '',
    table(
      ['Check', 'Count'],
      [
        ['Screens axe checked', String(screens.size)],
        ['axe runs', String(axe.length)],
        ['Rule violations found', String([...violations.values()].reduce((x, y) => x + y, 0))],
        ['Keyboard focus checks', String(keyboard.length)],
        [`Checks at ${NARROW} px or narrower`, String(narrow.length)],
      ],
    ),
    '',
    '## Screens axe checked',
    '',
    table(
      ['Path', 'Title', 'Widths (px)', 'Runs', 'Violations'],
      [...screens.entries()]
        .sort(([x], [y]) => x.localeCompare(y))
        .map(([path, s]) => [
          path,
          s.title,
          [...s.widths].sort((x, y) => x - y).join(', '),
          String(s.runs),
          String(s.violations),
        ]),
    ),
    '',
    '## Rules and results',
    '',
    table(
      ['Rule', 'Passed', 'Violated', 'Needs review'],
      rules.map((id) => [
        id,
        String(passes.get(id) ?? 0),
        String(violations.get(id) ?? 0),
        String(incomplete.get(id) ?? 0),
      ]),
    ),
    '',
    '## Keyboard checks',
    '',
    table(
      ['Path', 'Element with a visible focus ring', 'Width (px)', 'Test'],
      keyboard.map((r) => [r.path, r.target ?? '', String(r.width ?? ''), r.test]),
    ),
    '',
    `## Narrow-screen checks (${NARROW} px or narrower)`,
    '',
    table(
      ['Path', 'Check', 'Width (px)', 'Test'],
      narrow.map((r) => [r.path, r.kind, String(r.width), r.test]),
    ),
    '',
  ].join('\n');
}

export function readRecords(dir: string, brandId: string): A11yRecord[] {
  const file = join(dir, `${brandId}.jsonl`);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as A11yRecord);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.env.A11Y_RESULTS || 'a11y-results';
  const out = 'a11y-report';
  const found = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.jsonl')) : [];
  if (found.length === 0) {
    process.stderr.write(
      `No recorded checks in ${dir}/: run e2e specs with A11Y_RESULTS=${dir} first (docs/accessibility.md).\n`,
    );
    process.exit(1);
  }
  mkdirSync(out, { recursive: true });
  const now = new Date();
  for (const brand of brands) {
    const records = readRecords(dir, brand.id);
    if (records.length === 0) continue;
    writeFileSync(join(out, `${brand.id}.md`), brandReport(brand, records, now));
    process.stdout.write(`${out}/${brand.id}.md: ${records.length} checks\n`);
  }
}
