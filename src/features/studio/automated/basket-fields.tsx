import { useQuery } from '@tanstack/react-query';
import { FEE_LABELS } from '#contract/baskets/types';
import { STUDIO_LIMITS } from '#contract/studio/rules';
import { TextField } from '#src/components/ui/text-field';
import { useApi } from '#src/lib/http/api-context';
import { useBrand } from '#src/lib/navigation';
import type { AutomatedForm, FormErrors } from './automated-form';
import { automatedQueries } from './automated-api';
import { SelectField } from '#src/components/ui/select-field';
import { TextAreaField } from '#src/components/ui/text-area-field';
import * as styles from './automated.css';

type Set = <K extends keyof AutomatedForm>(key: K, value: AutomatedForm[K]) => void;

const RISKS = [
  ['low', 'Low'],
  ['medium', 'Medium'],
  ['high', 'High'],
] as const;

/** The basket's own fields: name, description, risk, benchmark, fee and rebalance frequency. */
export function BasketFields({ form, set, errors }: { form: AutomatedForm; set: Set; errors: FormErrors }) {
  const api = useApi();
  const brand = useBrand();
  const benchmarks = useQuery(automatedQueries.benchmarks(api));
  const benchmarkOptions = benchmarks.data?.benchmarks.map((b) => [b.benchmark_id, b.name] as const) ?? [
    [form.benchmark_id, form.benchmark_id] as const,
  ];
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Basket</legend>
      <TextField
        label="Basket name"
        name="name"
        value={form.name}
        maxLength={STUDIO_LIMITS.nameMax}
        onValueChange={(v) => set('name', v)}
        error={errors.name}
      />
      <TextAreaField
        label="Description"
        name="description"
        value={form.description}
        maxLength={STUDIO_LIMITS.descriptionMax}
        onValueChange={(v) => set('description', v)}
        error={errors.description}
      />
      <div className={styles.row}>
        <SelectField
          label="Risk"
          name="risk_type"
          value={form.risk_type}
          onValueChange={(v) => set('risk_type', v as AutomatedForm['risk_type'])}
          options={RISKS}
        />
        <SelectField
          label="Benchmark"
          name="benchmark_id"
          value={form.benchmark_id}
          onValueChange={(v) => set('benchmark_id', v)}
          options={benchmarkOptions}
          error={errors.benchmark_id}
        />
        <SelectField
          label="Rebalance"
          name="rebalance_frequency"
          value={form.rebalance_frequency}
          onValueChange={(v) => set('rebalance_frequency', v as AutomatedForm['rebalance_frequency'])}
          options={brand.rebalanceFrequencies.map((f) => [f, f === 'monthly' ? 'Monthly' : 'Quarterly'] as const)}
          error={errors.rebalance_frequency}
        />
      </div>
      <div className={styles.row}>
        <SelectField
          label="Fee kind"
          name="fee_kind"
          value={form.fee_kind}
          onValueChange={(v) => set('fee_kind', v as AutomatedForm['fee_kind'])}
          options={[
            ['FIXFEE', `${FEE_LABELS.FIXFEE} (₹ a year)`],
            ['AUM', `${FEE_LABELS.AUM} (% a year)`],
          ]}
        />
        <TextField
          label={form.fee_kind === 'AUM' ? 'Fee (% a year)' : 'Fee (₹ a year)'}
          name="fee_amount"
          type="number"
          inputMode="decimal"
          min={0}
          value={form.fee_amount}
          onValueChange={(v) => set('fee_amount', v)}
          error={errors.fee_amount}
        />
      </div>
    </fieldset>
  );
}
