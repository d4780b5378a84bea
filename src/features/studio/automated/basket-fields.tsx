import { useQuery } from '@tanstack/react-query';
import { FEE_LABELS } from '#contract/baskets/types';
import { STUDIO_LIMITS } from '#contract/studio/rules';
import { FieldList, type FieldSpec } from '#src/components/ui/field-list';
import { useApi } from '#src/lib/http/api-context';
import { useBrand } from '#src/lib/navigation';
import { listWiring, type SectionProps } from './rules-fields';
import { automatedQueries } from './automated-api';
import * as styles from './automated.css';

const RISKS = [
  ['low', 'Low'],
  ['medium', 'Medium'],
  ['high', 'High'],
] as const;

type Key = 'name' | 'description' | 'risk_type' | 'benchmark_id' | 'rebalance_frequency' | 'fee_kind' | 'fee_amount';

const TEXTS: FieldSpec<Key>[] = [
  { name: 'name', label: 'Basket name', maxLength: STUDIO_LIMITS.nameMax },
  { kind: 'textarea', name: 'description', label: 'Description', maxLength: STUDIO_LIMITS.descriptionMax },
];

const FEE_KINDS = [
  ['FIXFEE', `${FEE_LABELS.FIXFEE} (₹ a year)`],
  ['AUM', `${FEE_LABELS.AUM} (% a year)`],
] as const;

/** The basket's own fields: name, description, risk, benchmark, fee and rebalance frequency. */
export function BasketFields(props: SectionProps) {
  const { form } = props;
  const api = useApi();
  const brand = useBrand();
  const benchmarks = useQuery(automatedQueries.benchmarks(api));
  const benchmarkOptions = benchmarks.data?.benchmarks.map((b) => [b.benchmark_id, b.name] as const) ?? [
    [form.benchmark_id, form.benchmark_id] as const,
  ];
  const choices: FieldSpec<Key>[] = [
    { kind: 'select', name: 'risk_type', label: 'Risk', options: RISKS, silent: true },
    { kind: 'select', name: 'benchmark_id', label: 'Benchmark', options: benchmarkOptions },
    {
      kind: 'select',
      name: 'rebalance_frequency',
      label: 'Rebalance',
      options: brand.rebalanceFrequencies.map((f) => [f, f === 'monthly' ? 'Monthly' : 'Quarterly']),
    },
  ];
  const fee: FieldSpec<Key>[] = [
    { kind: 'select', name: 'fee_kind', label: 'Fee kind', options: FEE_KINDS, silent: true },
    {
      name: 'fee_amount',
      label: form.fee_kind === 'AUM' ? 'Fee (% a year)' : 'Fee (₹ a year)',
      type: 'number',
      inputMode: 'decimal',
      min: 0,
    },
  ];
  const fields = listWiring(props);
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Basket</legend>
      <FieldList fields={TEXTS} {...fields} />
      <div className={styles.row}>
        <FieldList fields={choices} {...fields} />
      </div>
      <div className={styles.row}>
        <FieldList fields={fee} {...fields} />
      </div>
    </fieldset>
  );
}
