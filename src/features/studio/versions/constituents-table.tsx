import { Button } from '#src/components/ui/button';
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
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th className={styles.cell}>{m.stock}</th>
            <th className={styles.cell}>{m.weight}</th>
            <th className={styles.cell}>{m.stockRationale}</th>
            <th className={styles.cell}>{m.removeColumn}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={r.symbol}>
              <th scope="row" className={styles.cell}>
                {r.symbol}
                <br />
                <span className={styles.muted}>{r.name}</span>
              </th>
              <td className={styles.cell}>
                <input
                  className={styles.weightInput}
                  aria-label={m.weightOf(r.symbol)}
                  inputMode="decimal"
                  value={r.weight}
                  onChange={(e) => set(i, { weight: e.target.value })}
                />
              </td>
              <td className={styles.cell}>
                <input
                  className={styles.rationaleInput}
                  aria-label={m.rationaleOf(r.symbol)}
                  maxLength={1000}
                  value={r.rationale}
                  onChange={(e) => set(i, { rationale: e.target.value })}
                />
              </td>
              <td className={styles.cell}>
                <Button variant="text" onClick={() => onChange(rows.filter((_, j) => j !== i))}>
                  {m.remove(r.symbol)}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
