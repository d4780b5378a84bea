import type { Diff } from './constituents-model';
import { versionMessages as m } from './versions-messages';
import * as styles from './versions.css';

/** Added, removed and reweighted stocks against the current version, or that nothing changed. */
export function ConstituentsDiff({ diff }: { diff: Diff }) {
  const lines = [
    ...diff.added.map((a) => m.added(a.symbol, a.weight)),
    ...diff.removed.map((r) => m.removed(r.symbol, r.weight)),
    ...diff.changed.map((c) => m.changed(c.symbol, c.from, c.to)),
  ];
  return (
    <section aria-label={m.changes}>
      <h2>{m.changes}</h2>
      {lines.length === 0 ? (
        <p className={styles.muted}>{m.nothingChanged}</p>
      ) : (
        <ul className={styles.list}>
          {lines.map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
