import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '#src/lib/http/api-context';
import { Alert } from '#src/components/ui/alert';
import { Button } from '#src/components/ui/button';
import { Dialog } from '#src/components/ui/dialog';
import { API } from '#contract/http/api-paths';
import type { RiskQuestion } from '#contract/customer/types';
import { FIELD } from '#contract/auth/messages';
import { formMessageOf } from '#src/lib/forms/form-errors';
import { subscriptionKeys } from '../api/subscription-queries';
import { subscriptionMessages as m } from '../subscription-messages';
import * as styles from './account.css';

/** The risk profile questions, one choice each; the server computes and keeps the new profile. */
export function RiskQuestionnaire({ questions, onClose }: { questions: RiskQuestion[]; onClose: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [missing, setMissing] = useState<string[]>([]);
  const save = useMutation({
    mutationFn: () => api.post(API.customer.riskProfile, { answers }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: subscriptionKeys.riskProfile() });
      onClose();
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const gaps = questions.filter((q) => !answers[q.id]).map((q) => q.id);
    setMissing(gaps);
    if (gaps.length === 0) save.mutate();
  };
  const failure = save.isError ? formMessageOf(save.error) : undefined;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title={m.riskTitle} size="lg">
      <form className={styles.form} onSubmit={submit} noValidate>
        {failure ? <Alert variant="error">{failure}</Alert> : null}
        {questions.map((q) => (
          <fieldset key={q.id} className={styles.fieldset} aria-invalid={missing.includes(q.id) || undefined}>
            <legend>{q.text}</legend>
            {q.options.map((o) => (
              <label key={o.value} className={styles.toggle}>
                <input
                  type="radio"
                  name={q.id}
                  value={o.value}
                  checked={answers[q.id] === o.value}
                  onChange={() => setAnswers((a) => ({ ...a, [q.id]: o.value }))}
                />
                <span>{o.label}</span>
              </label>
            ))}
            {missing.includes(q.id) ? <p className={styles.error}>{FIELD.required}</p> : null}
          </fieldset>
        ))}
        <div className={styles.actions}>
          <Button type="submit" busy={save.isPending}>
            {m.riskSave}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
