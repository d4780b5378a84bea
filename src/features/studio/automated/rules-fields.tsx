import {
  AUTOMATED_SECTORS,
  CAP_CLASS_LABELS,
  CAP_CLASSES,
  RANK_BY,
  RANK_BY_LABELS,
  WEIGHTING,
  WEIGHTING_LABELS,
} from '#contract/studio/automated-rule-options';
import { TextField } from '#src/components/ui/text-field';
import type { AutomatedForm, FormErrors } from './automated-form';
import { SelectField } from '#src/components/ui/select-field';
import { Checkboxes } from './fields';
import * as styles from './automated.css';

type Set = <K extends keyof AutomatedForm>(key: K, value: AutomatedForm[K]) => void;

/** The rule set (contract/studio/automated-rules.ts): universe, ranking, count, weighting, caps. */
export function RulesFields({ form, set, errors }: { form: AutomatedForm; set: Set; errors: FormErrors }) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Rules</legend>
      <Checkboxes
        legend="Market-cap classes"
        name="cap_classes"
        options={CAP_CLASSES.map((c) => [c, CAP_CLASS_LABELS[c]] as const)}
        values={form.cap_classes}
        onValuesChange={(v) => set('cap_classes', v as AutomatedForm['cap_classes'])}
        error={errors.cap_classes}
      />
      <Checkboxes
        legend="Sectors"
        name="sectors"
        hint="None ticked: every sector."
        options={AUTOMATED_SECTORS.map((s) => [s, s] as const)}
        values={form.sectors}
        onValuesChange={(v) => set('sectors', v)}
      />
      <TextField
        label="Never choose (symbols)"
        name="exclude"
        hint="Separated by commas or spaces, e.g. YESBANK, IDEA"
        value={form.exclude}
        onValueChange={(v) => set('exclude', v)}
        autoComplete="off"
      />
      <div className={styles.row}>
        <SelectField
          label="Rank by"
          name="rank_by"
          value={form.rank_by}
          onValueChange={(v) => set('rank_by', v as AutomatedForm['rank_by'])}
          options={RANK_BY.map((r) => [r, RANK_BY_LABELS[r]] as const)}
        />
        <TextField
          label="Number of stocks"
          name="count"
          type="number"
          inputMode="numeric"
          min={3}
          max={30}
          value={form.count}
          onValueChange={(v) => set('count', v)}
          error={errors.count}
        />
        <SelectField
          label="Weighting"
          name="weighting"
          value={form.weighting}
          onValueChange={(v) => set('weighting', v as AutomatedForm['weighting'])}
          options={WEIGHTING.map((w) => [w, WEIGHTING_LABELS[w]] as const)}
        />
      </div>
      <div className={styles.row}>
        <TextField
          label="Most per stock (%)"
          name="max_weight"
          type="number"
          inputMode="decimal"
          min={5}
          max={100}
          value={form.max_weight}
          onValueChange={(v) => set('max_weight', v)}
          error={errors.max_weight}
        />
        <TextField
          label="Most per sector (%)"
          name="max_sector_weight"
          type="number"
          inputMode="decimal"
          min={10}
          max={100}
          value={form.max_sector_weight}
          onValueChange={(v) => set('max_sector_weight', v)}
          error={errors.max_sector_weight}
        />
      </div>
    </fieldset>
  );
}
