import type { Proposal } from '#contract/studio/types';
import * as styles from './automated.css';

const pct = (n: number) => `${n.toFixed(2)}%`;

function change(weight: number, previous: number) {
  if (previous === 0) return 'New';
  const d = Math.round((weight - previous) * 100) / 100;
  return d === 0 ? 'No change' : `${d > 0 ? '+' : '−'}${Math.abs(d).toFixed(2)} pts`;
}

/** The proposal's stocks with their weights, what changes against the current version, and why. */
export function ProposalTable({ proposal, hasVersion }: { proposal: Proposal; hasVersion: boolean }) {
  return (
    <>
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={`Proposal of ${proposal.as_of}`}>
        <table className={styles.table}>
          <caption className={styles.muted}>
            What the rules chose on {proposal.as_of}: {proposal.lines.length} stocks
          </caption>
          <thead>
            <tr>
              <th className={styles.cell} scope="col">
                Stock
              </th>
              <th className={styles.number} scope="col">
                Weight
              </th>
              {hasVersion ? (
                <th className={styles.number} scope="col">
                  Change
                </th>
              ) : null}
              <th className={styles.cell} scope="col">
                Why
              </th>
            </tr>
          </thead>
          <tbody>
            {proposal.lines.map((l) => (
              <tr key={l.symbol}>
                <th className={styles.cell} scope="row">
                  {l.symbol}
                  <br />
                  <span className={styles.muted}>
                    {l.name} · {l.sector}
                  </span>
                </th>
                <td className={styles.number}>{pct(l.weight)}</td>
                {hasVersion ? <td className={styles.number}>{change(l.weight, l.previous_weight)}</td> : null}
                <td className={styles.cell}>{l.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {hasVersion ? (
        <p>
          {proposal.dropped.length > 0
            ? `Leaves the basket: ${proposal.dropped.join(', ')}.`
            : 'No stock of the current version leaves the basket.'}
        </p>
      ) : null}
    </>
  );
}
