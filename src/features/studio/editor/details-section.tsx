import { useQuery } from '@tanstack/react-query';
import { FEE_LABELS, type FeeKind, type RebalanceFrequency, type RiskType } from '#contract/baskets/types';
import type { FieldErrors } from '#contract/http/envelope';
import { STUDIO_LIMITS } from '#contract/studio/rules';
import { TextField } from '#src/components/ui/text-field';
import { useApi } from '#src/lib/http/api-context';
import { studioBasketQueries } from '../api/studio-basket-api';
import { FUND_TYPES, type EditorForm } from './editor-form';
import { editorMessages as m } from './editor-messages';
import { SelectField } from '#src/components/ui/select-field';
import { TextAreaField } from '#src/components/ui/text-area-field';
import { CheckField } from './fields';
import * as styles from './editor.css';

export interface DetailsSectionProps {
  form: EditorForm;
  set: (patch: Partial<EditorForm>) => void;
  errors: FieldErrors;
  frequencies: readonly RebalanceFrequency[];
}

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
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{m.details}</legend>
      <TextField
        label={m.name}
        name="name"
        value={form.name}
        onValueChange={(name) => set({ name })}
        error={errors.name}
        maxLength={STUDIO_LIMITS.nameMax}
      />
      <TextAreaField
        label={m.description}
        name="description"
        value={form.description}
        onValueChange={(description) => set({ description })}
        error={errors.description}
        maxLength={STUDIO_LIMITS.descriptionMax}
      />
      <TextAreaField
        label={m.methodology}
        hint={m.methodologyHint}
        name="methodology"
        value={form.methodology}
        onValueChange={(methodology) => set({ methodology })}
        error={errors.methodology}
        maxLength={STUDIO_LIMITS.methodologyMax}
      />
      <SelectField
        label={m.risk}
        name="risk_type"
        value={form.risk_type}
        onValueChange={(v) => set({ risk_type: v as RiskType })}
        error={errors.risk_type}
      >
        {(['low', 'medium', 'high'] as const).map((r) => (
          <option key={r} value={r}>
            {m.risks[r]}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={m.fundType}
        name="fund_type"
        value={form.fund_type}
        onValueChange={(fund_type) => set({ fund_type })}
        error={errors.fund_type}
      >
        {fundTypes.map((f) => (
          <option key={f} value={f}>
            {f}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={m.benchmark}
        name="benchmark_id"
        value={form.benchmark_id}
        onValueChange={(benchmark_id) => set({ benchmark_id })}
        error={errors.benchmark_id}
        hint={listState(benchmarks)}
      >
        <option value="">—</option>
        {(benchmarks.data?.benchmarks ?? []).map((b) => (
          <option key={b.benchmark_id} value={b.benchmark_id}>
            {b.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={m.feeKind}
        name="fee_kind"
        value={form.fee_kind}
        onValueChange={(v) => set({ fee_kind: v as FeeKind })}
        error={errors.fee_kind}
      >
        {(Object.keys(FEE_LABELS) as FeeKind[]).map((k) => (
          <option key={k} value={k}>
            {FEE_LABELS[k]}
          </option>
        ))}
      </SelectField>
      <TextField
        label={m.feeAmount(form.fee_kind)}
        name="fee_amount"
        inputMode="decimal"
        value={form.fee_amount}
        onValueChange={(fee_amount) => set({ fee_amount })}
        error={errors.fee_amount}
      />
      <SelectField
        label={m.frequency}
        name="rebalance_frequency"
        value={form.rebalance_frequency}
        onValueChange={(v) => set({ rebalance_frequency: v as RebalanceFrequency })}
        error={errors.rebalance_frequency}
      >
        {frequencies.map((f) => (
          <option key={f} value={f}>
            {m.frequencies[f]}
          </option>
        ))}
      </SelectField>
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
