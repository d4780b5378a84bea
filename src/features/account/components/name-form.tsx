import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '#src/lib/http/api-context';
import { Alert } from '#src/components/ui/alert';
import { Button } from '#src/components/ui/button';
import { TextField } from '#src/components/ui/text-field';
import { fieldErrorsOf, formMessageOf } from '#src/lib/forms/form-errors';
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
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (next: string) => saveName(api, next),
    onSuccess: saved,
    onError: (err) => setErrors(fieldErrorsOf(err)),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = nameErrors(value);
    setErrors(found);
    save.reset();
    if (!found.name) save.mutate(value);
  };
  const failure = save.isError && !errors.name ? formMessageOf(save.error) : undefined;
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {failure ? <Alert variant="error">{failure}</Alert> : null}
      {save.isSuccess ? <Alert variant="success">{m.nameSaved}</Alert> : null}
      <TextField
        label={m.name}
        name="name"
        autoComplete="name"
        value={value}
        onValueChange={setValue}
        error={errors.name}
        required
      />
      <div className={styles.actions}>
        <Button type="submit" busy={save.isPending}>
          {m.save}
        </Button>
      </div>
    </form>
  );
}
