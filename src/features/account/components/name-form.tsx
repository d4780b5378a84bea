import { useState } from 'react';
import { useApi } from '#src/lib/http/api-context';
import { CallForm } from '#src/components/ui/call-form';
import { TextField } from '#src/components/ui/text-field';
import { useFormSubmit } from '#src/lib/forms/use-form-submit';
import { saveName } from '../api/account-requests';
import { nameErrors } from '../form-check';
import { accountMessages as m } from '../messages';
import { useProfileSaved } from '../use-profile-saved';
import * as styles from './account.css';

/** The investor's name, with registration's rules; what was typed stays after a refusal. */
export function NameForm({ name }: { name: string }) {
  const api = useApi();
  const saved = useProfileSaved();
  const [value, setValue] = useState(name);
  const save = useFormSubmit({ check: nameErrors, call: (next: string) => saveName(api, next), onSuccess: saved });
  return (
    <CallForm look={styles} {...save.form(value, { submit: m.save, saved: m.nameSaved })}>
      <TextField
        label={m.name}
        name="name"
        autoComplete="name"
        value={value}
        onValueChange={setValue}
        error={save.errors.name}
        required
      />
    </CallForm>
  );
}
