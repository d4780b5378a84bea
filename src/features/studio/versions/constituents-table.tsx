import { Button } from '#src/components/ui/button';
import { DataTable, type DataColumn } from '#src/components/ui/data-table';
import type { EditRow } from './constituents-model';
import { versionMessages as m } from './versions-messages';
import * as styles from './versions.css';

export interface ConstituentsTableProps {
  rows: readonly EditRow[];
  onChange: (rows: EditRow[]) => void;
}

/** The basket's stocks as the adviser edits them: weight and reason per stock, and a remove button. */
export function ConstituentsTable({ rows, onChange }: ConstituentsTableProps) {
  if (rows.length === 0) return <p className={styles.muted}>{m.empty}</p>;
  const set = (i: number, patch: Partial<EditRow>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const columns: DataColumn<EditRow>[] = [
    {
      header: m.stock,
      cell: (r) => (
        <>
          {r.symbol}
          <br />
          <span className={styles.muted}>{r.name}</span>
        </>
      ),
    },
    {
      header: m.weight,
      emphasis: 'key',
      cell: (r, i) => (
        <input
          className={styles.weightInput}
          aria-label={m.weightOf(r.symbol)}
          inputMode="decimal"
          value={r.weight}
          onChange={(e) => set(i, { weight: e.target.value })}
        />
      ),
    },
    {
      header: m.stockRationale,
      cell: (r, i) => (
        <input
          className={styles.rationaleInput}
          aria-label={m.rationaleOf(r.symbol)}
          maxLength={1000}
          value={r.rationale}
          onChange={(e) => set(i, { rationale: e.target.value })}
        />
      ),
    },
    {
      header: m.removeColumn,
      emphasis: 'action',
      cell: (r, i) => (
        <Button variant="text" onClick={() => onChange(rows.filter((_, j) => j !== i))}>
          {m.remove(r.symbol)}
        </Button>
      ),
    },
  ];
  return <DataTable rows={rows} columns={columns} rowKey={(r) => r.symbol} />;
}
