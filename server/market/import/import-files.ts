import type { Database } from '../../db/database';
import type { IsoDate } from '../ist';
import { FileRefused } from './file-text';
import type { ImportedBar, LineProblem } from './import-types';
import { replaceDay, upsertActions, type DayOutcome } from './import-store';
import { readNseFile, type FormatName } from './nse-file';

export interface FileReport {
  name: string;
  /** Null when the file was refused whole (`refused` says why). */
  format: FormatName | null;
  refused?: string;
  /** Rows loaded (or found already loaded, unchanged). */
  loaded: number;
  /** Trading days and what loading each did. */
  days: { date: IsoDate; outcome: DayOutcome; rows: number }[];
  /** A corporate actions file: splits and bonuses new or changed, and those already held as they are. */
  actions?: { changed: number; unchanged: number };
  /** Rows left out on purpose: other series and segments, symbols and indices the product does not offer, other corporate actions. */
  ignored: number;
  problems: LineProblem[];
}

/**
 * `npm run market:import`'s work: each file read and loaded on its own (docs/market-data.md, "Imported
 * prices"). Bars go in per trading day, one transaction a day; a malformed row is reported with its
 * line and skipped; a file that is not one of NSE's is refused whole and the others still load.
 */
export async function importMarketFiles(
  db: Database,
  files: readonly { name: string; bytes: Uint8Array | FileRefused }[],
) {
  const reports: FileReport[] = [];
  for (const { name, bytes } of files) {
    const report: FileReport = { name, format: null, loaded: 0, days: [], ignored: 0, problems: [] };
    reports.push(report);
    let parsed;
    try {
      if (bytes instanceof FileRefused) throw bytes;
      parsed = readNseFile(bytes);
    } catch (e) {
      if (!(e instanceof FileRefused)) throw e;
      report.refused = e.message;
      continue;
    }
    Object.assign(report, { format: parsed.format, ignored: parsed.ignored, problems: parsed.problems });
    if (parsed.kind === 'actions') {
      report.actions = await upsertActions(db, parsed.records);
      report.loaded = parsed.records.length;
      continue;
    }
    for (const [date, bars] of byDate(parsed.records)) {
      report.days.push({ date, outcome: await replaceDay(db, parsed.kind, date, bars), rows: bars.length });
      report.loaded += bars.length;
    }
  }
  return reports;
}

function byDate(bars: readonly ImportedBar[]): Map<IsoDate, ImportedBar[]> {
  const days = new Map<IsoDate, ImportedBar[]>();
  for (const bar of bars) days.set(bar.date, [...(days.get(bar.date) ?? []), bar]);
  return new Map([...days].sort(([a], [b]) => a.localeCompare(b)));
}

/** The summary the command prints: a paragraph per file, each refused row on its own line. */
export function formatReports(reports: readonly FileReport[]): string {
  return reports
    .map((r) => {
      if (r.refused) return `${r.name}: refused, ${r.refused}`;
      const days = r.days.map((d) => `  ${d.date}: ${d.rows} ${outcomeWords[d.outcome]}`);
      if (r.actions)
        days.push(`  splits and bonuses: ${r.actions.changed} new or changed, ${r.actions.unchanged} unchanged`);
      const problems = r.problems.map((p) => `  line ${p.line}: ${p.reason} (skipped)`);
      const head = `${r.name}: ${r.format}, ${r.loaded} rows loaded, ${r.ignored} ignored, ${r.problems.length} malformed`;
      return [head, ...days, ...problems].join('\n');
    })
    .join('\n');
}

const outcomeWords: Record<DayOutcome, string> = {
  added: 'rows added',
  replaced: 'rows replaced the day',
  unchanged: 'rows already loaded, unchanged',
};
