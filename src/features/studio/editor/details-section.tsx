import { useQuery } from '@tanstack/react-query';
import { FEE_LABELS, type FeeKind, type RebalanceFrequency } from '#contract/baskets/types';
import type { FieldErrors } from '#contract/http/envelope';
import { STUDIO_LIMITS } from '#contract/studio/rules';
import { FieldList, type FieldSpec } from '#src/components/ui/field-list';
import { useApi } from '#src/lib/http/api-context';
import { studioBasketQueries } from '../api/studio-basket-api';
import { FUND_TYPES, type EditorForm } from './editor-form';
import { editorMessages as m } from './editor-messages';
import { CheckField } from './fields';
import * as styles from './editor.css';

export interface DetailsSectionProps {
  form: EditorForm;
  set: (patch: Partial<EditorForm>) => void;
  errors: FieldErrors;
  frequencies: readonly RebalanceFrequency[];
}

type Key =
  | 'name'
  | 'description'
  | 'methodology'
  | 'risk_type'
  | 'fund_type'
  | 'benchmark_id'
  | 'fee_kind'
  | 'fee_amount'
  | 'rebalance_frequency';

const RISKS = ['low', 'medium', 'high'] as const;
const FEE_KINDS = Object.keys(FEE_LABELS) as FeeKind[];

/** Name, description and the basket's terms: risk, fund type, benchmark, fee, frequency, tags, flags. */
export function DetailsSection({ form, set, errors, frequencies }: DetailsSectionProps) {
  const api = useApi();
  const benchmarks = useQuery(studioBasketQueries.benchmarks(api));
  const tags = useQuery(studioBasketQueries.tags(api));
  const listState = (q: { isPending: boolean; isError: boolean }) =>
    q.isError ? m.listFailed : q.isPending ? m.loadingList : undefined;
  const toggleTag = (slug: string, on: boolean) =>
    set({ tag_slugs: on ? [...form.tag_slugs, slug] : form.tag_slugs.filter((t) => t !== slug) });
  const fundTypes = (FUND_TYPES as readonly string[]).includes(form.fund_type)
    ? FUND_TYPES
    : [form.fund_type, ...FUND_TYPES];
  const fields: FieldSpec<Key>[] = [
    { name: 'name', label: m.name, maxLength: STUDIO_LIMITS.nameMax },
    { kind: 'textarea', name: 'description', label: m.description, maxLength: STUDIO_LIMITS.descriptionMax },
    {
      kind: 'textarea',
      name: 'methodology',
      label: m.methodology,
      hint: m.methodologyHint,
      maxLength: STUDIO_LIMITS.methodologyMax,
    },
    { kind: 'select', name: 'risk_type', label: m.risk, options: RISKS.map((r) => [r, m.risks[r]]) },
    { kind: 'select', name: 'fund_type', label: m.fundType, options: fundTypes.map((f) => [f, f]) },
    {
      kind: 'select',
      name: 'benchmark_id',
      label: m.benchmark,
      hint: listState(benchmarks),
      options: [['', '—'], ...(benchmarks.data?.benchmarks ?? []).map((b) => [b.benchmark_id, b.name] as const)],
    },
    { kind: 'select', name: 'fee_kind', label: m.feeKind, options: FEE_KINDS.map((k) => [k, FEE_LABELS[k]]) },
    { name: 'fee_amount', label: m.feeAmount(form.fee_kind), inputMode: 'decimal' },
    {
      kind: 'select',
      name: 'rebalance_frequency',
      label: m.frequency,
      options: frequencies.map((f) => [f, m.frequencies[f]]),
    },
  ];
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{m.details}</legend>
      <FieldList fields={fields} values={form} errors={errors} onValueChange={(key) => (v) => set({ [key]: v })} />
      <fieldset className={styles.chips}>
        <legend className={styles.legend}>{m.tags}</legend>
        <p className={styles.muted}>{listState(tags) ?? errors.tag_slugs ?? m.tagsHint(STUDIO_LIMITS.tagsMax)}</p>
        {(tags.data?.tags ?? []).map((t) => (
          <CheckField
            key={t.slug}
            label={t.name}
            checked={form.tag_slugs.includes(t.slug)}
            disabled={!form.tag_slugs.includes(t.slug) && form.tag_slugs.length >= STUDIO_LIMITS.tagsMax}
            onChange={(on) => toggleTag(t.slug, on)}
          />
        ))}
      </fieldset>
      <CheckField label={m.premium} checked={form.is_premium} onChange={(is_premium) => set({ is_premium })} />
      <CheckField label={m.shareable} checked={form.is_shareable} onChange={(is_shareable) => set({ is_shareable })} />
    </fieldset>
  );
}
