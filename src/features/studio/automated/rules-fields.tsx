import {
  AUTOMATED_SECTORS,
  CAP_CLASS_LABELS,
  CAP_CLASSES,
  RANK_BY,
  RANK_BY_LABELS,
  WEIGHTING,
  WEIGHTING_LABELS,
} from '#contract/studio/automated-rule-options';
import { FieldList, type FieldSpec } from '#src/components/ui/field-list';
import type { AutomatedForm, FormErrors } from './automated-form';
import { Checkboxes } from './fields';
import * as styles from './automated.css';

type Set = <K extends keyof AutomatedForm>(key: K, value: AutomatedForm[K]) => void;

/** What each part of the automated basket's form gets: the form, its setter and its messages. */
export interface SectionProps {
  form: AutomatedForm;
  set: Set;
  errors: FormErrors;
}

/** A part's text and choice fields, wired for a FieldList (a choice's value is one of its options). */
export const listWiring = ({ form, set, errors }: SectionProps) => ({
  values: form,
  errors,
  onValueChange:
    <K extends keyof AutomatedForm>(key: K) =>
    (v: string) =>
      set(key, v as AutomatedForm[K]),
});

type Key = 'exclude' | 'rank_by' | 'count' | 'weighting' | 'max_weight' | 'max_sector_weight';
const NUMBER = { type: 'number', inputMode: 'decimal', max: 100 } as const;

const EXCLUDE: FieldSpec<Key> = {
  name: 'exclude',
  label: 'Never choose (symbols)',
  hint: 'Separated by commas or spaces, e.g. YESBANK, IDEA',
  autoComplete: 'off',
  silent: true,
};
const RANKING: FieldSpec<Key>[] = [
  {
    kind: 'select',
    name: 'rank_by',
    label: 'Rank by',
    options: RANK_BY.map((r) => [r, RANK_BY_LABELS[r]]),
    silent: true,
  },
  { name: 'count', label: 'Number of stocks', ...NUMBER, inputMode: 'numeric', min: 3, max: 30 },
  {
    kind: 'select',
    name: 'weighting',
    label: 'Weighting',
    options: WEIGHTING.map((w) => [w, WEIGHTING_LABELS[w]]),
    silent: true,
  },
];
const CAPS: FieldSpec<Key>[] = [
  { name: 'max_weight', label: 'Most per stock (%)', ...NUMBER, min: 5 },
  { name: 'max_sector_weight', label: 'Most per sector (%)', ...NUMBER, min: 10 },
];

/** The rule set (contract/studio/automated-rules.ts): universe, ranking, count, weighting, caps. */
export function RulesFields(props: SectionProps) {
  const { form, set, errors } = props;
  const fields = listWiring(props);
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
      <FieldList fields={[EXCLUDE]} {...fields} />
      <div className={styles.row}>
        <FieldList fields={RANKING} {...fields} />
      </div>
      <div className={styles.row}>
        <FieldList fields={CAPS} {...fields} />
      </div>
    </fieldset>
  );
}
