import type { Proposal } from '#contract/studio/types';
import { DataTable, type DataColumn } from '#src/components/ui/data-table';
import * as styles from './automated.css';

const pct = (n: number) => `${n.toFixed(2)}%`;

function change(weight: number, previous: number) {
  if (previous === 0) return 'New';
  const d = Math.round((weight - previous) * 100) / 100;
  return d === 0 ? 'No change' : `${d > 0 ? '+' : '−'}${Math.abs(d).toFixed(2)} pts`;
}

type Line = Proposal['lines'][number];

const stock: DataColumn<Line> = {
  header: 'Stock',
  cell: (l) => (
    <>
      {l.symbol}
      <br />
      <span className={styles.muted}>
        {l.name} · {l.sector}
      </span>
    </>
  ),
};
const weight: DataColumn<Line> = { header: 'Weight', numeric: true, emphasis: 'key', cell: (l) => pct(l.weight) };
const why: DataColumn<Line> = { header: 'Why', cell: (l) => l.reason };
const columns = [stock, weight, why];
const withChange = [
  stock,
  weight,
  { header: 'Change', numeric: true, cell: (l) => change(l.weight, l.previous_weight) } satisfies DataColumn<Line>,
  why,
];

/** The proposal's stocks with their weights, what changes against the current version, and why. */
export function ProposalTable({ proposal, hasVersion }: { proposal: Proposal; hasVersion: boolean }) {
  return (
    <>
      <DataTable
        rows={proposal.lines}
        columns={hasVersion ? withChange : columns}
        rowKey={(l) => l.symbol}
        caption={`What the rules chose on ${proposal.as_of}: ${proposal.lines.length} stocks`}
        regionLabel={`Proposal of ${proposal.as_of}`}
      />
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
