import { FAMILY_RELATION_LABELS, FAMILY_RELATIONS, MAX_FAMILY_MEMBERS } from '#contract/compliance/family';
import type { FamilyMember, MemberErrors } from '#contract/compliance/family';
import { Button } from '#src/components/ui/button';
import { SelectField } from '#src/components/ui/select-field';
import { TextField } from '#src/components/ui/text-field';
import { familyMessages as f } from '../family-messages';
import * as styles from './checkout.css';

const RELATION_OPTIONS = FAMILY_RELATIONS.map((r) => [r, FAMILY_RELATION_LABELS[r]] as const);

interface Props {
  members: FamilyMember[];
  errors: Record<number, MemberErrors>;
  onChange: (members: FamilyMember[]) => void;
}

/** The family members a client declares at checkout, each with relation, name and PAN (docs/compliance-fees.md). */
export function FamilyFields({ members, errors, onChange }: Props) {
  const set = (i: number, field: keyof FamilyMember) => (value: string) =>
    onChange(members.map((m, j) => (j === i ? { ...m, [field]: field === 'pan' ? value.toUpperCase() : value } : m)));
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{f.legend}</legend>
      <p className={styles.lead}>{f.lead}</p>
      {members.map((m, i) => (
        <fieldset key={i} className={`${styles.fieldset} ${styles.form}`}>
          <legend className={styles.legend}>{f.member(i + 1)}</legend>
          <SelectField
            name={`members.${i}.relation`}
            label={f.relation}
            value={m.relation}
            onValueChange={set(i, 'relation')}
            options={RELATION_OPTIONS}
            error={errors[i]?.relation}
          />
          <TextField
            name={`members.${i}.name`}
            label={f.name}
            value={m.name}
            onValueChange={set(i, 'name')}
            error={errors[i]?.name}
            maxLength={100}
            autoComplete="off"
          />
          <TextField
            name={`members.${i}.pan`}
            label={f.pan}
            value={m.pan}
            onValueChange={set(i, 'pan')}
            error={errors[i]?.pan}
            maxLength={10}
            autoComplete="off"
          />
          <div>
            <Button type="button" variant="secondary" onClick={() => onChange(members.filter((_, j) => j !== i))}>
              {f.remove(i + 1)}
            </Button>
          </div>
        </fieldset>
      ))}
      {members.length < MAX_FAMILY_MEMBERS ? (
        <div>
          <Button
            type="button"
            variant="secondary"
            onClick={() => onChange([...members, { relation: 'spouse', name: '', pan: '' }])}
          >
            {f.add}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
