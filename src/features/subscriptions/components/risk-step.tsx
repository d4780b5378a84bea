import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { formatDate } from '#contract/locale/format';
import type { RiskProfile } from '#contract/customer/types';
import type { PlanCheckoutBody } from '#contract/subscriptions/payments';
import { callErrorText } from '#src/lib/forms/form-errors';
import { useApi } from '#src/lib/http/api-context';
import { PRIVATE_QUERY } from '#src/lib/session/session';
import { Button } from '#src/components/ui/button';
import { Spinner } from '#src/components/ui/spinner';
import { QueryProblem } from '#src/components/ui/query-problem';
import { checkoutCalls } from '../api/checkout-calls';
import { planKeys, retryServerTrouble } from '../api/plan-queries';
import { subscriptionMessages as m } from '../messages';
import * as styles from './checkout.css';

const WORDS = { offline: m.offline, server: m.serverError };

/** The computed profile and the day it was taken (kept with its date, current for a year). */
function ProfileResult({ profile }: { profile: RiskProfile }) {
  return (
    <div role="status" className={styles.note}>
      <p className={styles.legend}>
        {m.risk.yours}: {m.risk.kinds[profile.profile]}
      </p>
      <p>
        {m.risk.takenOn(formatDate(profile.taken_at))} {formatDate(profile.valid_until)}.
      </p>
    </div>
  );
}

/** Step 2: the short questionnaire; the server scores it and keeps the profile with its date. */
export function RiskStep({ summary, onDone }: { summary: PlanCheckoutBody; onDone: () => Promise<void> }) {
  const api = useApi();
  const calls = checkoutCalls(api);
  const body = useQuery({
    queryKey: [...planKeys.all, 'risk-profile'] as const,
    queryFn: ({ signal }) => calls.riskProfile(signal),
    retry: retryServerTrouble,
    meta: PRIVATE_QUERY,
  });
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [retake, setRetake] = useState(false);
  const [missing, setMissing] = useState(false);
  const [now] = useState(() => Date.now());
  const save = useMutation({ mutationFn: (a: Record<string, string>) => calls.saveRiskProfile(a) });

  if (body.isPending) return <Spinner label={m.risk.loading} />;
  if (body.isError)
    return (
      <QueryProblem messages={m} title={m.checkoutFailed} error={body.error} onRetry={() => void body.refetch()} />
    );
  const current = save.data ?? body.data.current;
  const valid = current !== null && Date.parse(current.valid_until) > now;
  if (!summary.risk_profile.needed && !valid && !retake) {
    return (
      <>
        <p>{m.risk.notNeeded}</p>
        <Button onClick={() => void onDone()}>{m.continue}</Button>
      </>
    );
  }
  if (valid && !retake) {
    return (
      <>
        <ProfileResult profile={current} />
        <div className={styles.row}>
          <Button onClick={() => void onDone()}>{m.continue}</Button>
          <Button variant="secondary" onClick={() => setRetake(true)}>
            {m.risk.retake}
          </Button>
        </div>
      </>
    );
  }
  const { questions } = body.data;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const complete = questions.every((q) => answers[q.id]);
    setMissing(!complete);
    if (complete) save.mutate(answers, { onSuccess: () => setRetake(false) });
  };
  const problem = save.isError ? callErrorText(save.error, WORDS) : null;
  return (
    <form onSubmit={submit} noValidate>
      <p className={styles.note}>{m.risk.lead}</p>
      {questions.map((q) => (
        <fieldset key={q.id} className={styles.fieldset}>
          <legend className={styles.legend}>{q.text}</legend>
          {q.options.map((o) => (
            <label key={o.value} className={styles.option}>
              <input
                type="radio"
                name={q.id}
                value={o.value}
                checked={answers[q.id] === o.value}
                onChange={() => setAnswers({ ...answers, [q.id]: o.value })}
              />
              {o.label}
            </label>
          ))}
        </fieldset>
      ))}
      <StepProblem text={missing && m.risk.answerAll} />
      <StepProblem text={problem} />
      <Button type="submit" busy={save.isPending}>
        {m.risk.submit}
      </Button>
    </form>
  );
}

/** A checkout step's problem, announced at once; nothing when there is none. */
export function StepProblem({ text }: { text: string | false | null | undefined }) {
  return text ? (
    <p className={styles.error} role="alert">
      {text}
    </p>
  ) : null;
}
