import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { formatDate } from '#contract/locale/format';
import type { AgreementDisclosure } from '#contract/customer/types';
import type { PlanCheckoutBody } from '#contract/subscriptions/payments';
import { useApi } from '#src/lib/http/api-context';
import { PRIVATE_QUERY } from '#src/lib/session/session';
import { Button } from '#src/components/ui/button';
import { SafeHtml } from '#src/components/ui/safe-html';
import { withSanitizer } from '#src/lib/html/sanitizer-loader';
import { Spinner } from '#src/components/ui/spinner';
import { TextField } from '#src/components/ui/text-field';
import { QueryProblem } from '#src/components/ui/query-problem';
import { checkoutCalls } from '../api/checkout-calls';
import { planKeys, retryServerTrouble } from '../api/plan-queries';
import { callErrorText, fieldErrorsOf } from '#src/lib/forms/form-errors';
import { subscriptionMessages as m } from '../messages';
import { StepProblem } from './risk-step';
import * as styles from './checkout.css';

const WORDS = { offline: m.offline, server: m.serverError };

/**
 * Step 3: the agreement the adviser's registration asks for (an adviser's advisory agreement, an
 * analyst's research-services agreement) in full with its disclosures, the consent box, and the e-sign code sent to the investor's
 * mobile (shown masked). Opening the step creates the agreement once; 'Send the code again' asks anew.
 */
export function AgreementStep({ summary, onDone }: { summary: PlanCheckoutBody; onDone: () => Promise<void> }) {
  const calls = checkoutCalls(useApi());
  const plan = summary.plan.id;
  const agreement = useQuery({
    queryKey: [...planKeys.all, 'agreement', plan] as const,
    // The agreement's text is HTML: the sanitizer loads beside it (decision 0279).
    queryFn: () => withSanitizer(calls.createAgreement(plan)),
    staleTime: Infinity,
    retry: retryServerTrouble,
    meta: PRIVATE_QUERY,
  });
  const [consent, setConsent] = useState(false);
  const [otp, setOtp] = useState('');
  const [problems, setProblems] = useState<{ consent?: string; otp?: string }>({});
  const [resent, setResent] = useState(false);
  const sign = useMutation({
    mutationFn: (v: { agreement: string; otp: string }) => calls.signAgreement(v.agreement, v.otp),
    onSuccess: () => onDone(),
    onError: (err) => setProblems({ otp: fieldErrorsOf(err).otp }),
  });

  if (agreement.isPending) return <Spinner label={m.agreement.loading} />;
  if (agreement.isError)
    return (
      <QueryProblem
        messages={m}
        title={m.checkoutFailed}
        error={agreement.error}
        onRetry={() => void agreement.refetch()}
      />
    );
  const a = agreement.data;
  const text = (
    <>
      <h3 className={styles.legend}>
        {a.title} <span className={styles.note}>({m.agreement.version(a.version)})</span>
      </h3>
      <SafeHtml html={a.text} className={styles.agreementText} tabIndex={0} role="region" aria-label={a.title} />
      <Disclosures items={a.disclosures} />
    </>
  );
  if (a.status === 'signed')
    return (
      <>
        {text}
        <p role="status">{m.agreement.signed(formatDate(a.signed_at))}</p>
        <Button onClick={() => void onDone()}>{m.continue}</Button>
      </>
    );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = {
      consent: consent ? undefined : m.agreement.consentFirst,
      otp: otp.trim() ? undefined : m.agreement.otpRequired,
    };
    setProblems(next);
    if (!next.consent && !next.otp) sign.mutate({ agreement: a.agreement, otp: otp.trim() });
  };
  const resend = () => {
    setResent(false);
    void agreement.refetch().then((r) => setResent(r.isSuccess));
  };
  const problem = sign.isError && !fieldErrorsOf(sign.error).otp ? callErrorText(sign.error, WORDS) : null;
  return (
    <form onSubmit={submit} noValidate>
      {text}
      <label className={styles.option}>
        <input
          type="checkbox"
          checked={consent}
          onChange={(e) => setConsent(e.target.checked)}
          aria-invalid={problems.consent ? true : undefined}
        />
        {m.agreement.consent(a.title)}
      </label>
      {problems.consent ? <p className={styles.error}>{problems.consent}</p> : null}
      {a.otp_sent_to ? <p className={styles.note}>{m.agreement.otpSent(a.otp_sent_to)}</p> : null}
      <TextField
        name="otp"
        label={m.agreement.otp}
        value={otp}
        onValueChange={setOtp}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={8}
        error={problems.otp}
      />
      {resent ? (
        <p role="status" className={styles.note}>
          {m.agreement.resent}
        </p>
      ) : null}
      <StepProblem text={problem} />
      <div className={styles.row}>
        <Button type="submit" busy={sign.isPending}>
          {sign.isPending ? m.agreement.signing : m.agreement.sign}
        </Button>
        <Button type="button" variant="secondary" onClick={resend} busy={agreement.isFetching}>
          {m.agreement.resend}
        </Button>
      </div>
    </form>
  );
}

/** What the consent records as shown beside the text: who the adviser is under SEBI, fee limits, AI use, risk. */
function Disclosures({ items }: { items: AgreementDisclosure[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="agreement-disclosures">
      <h3 id="agreement-disclosures" className={styles.legend}>
        {m.agreement.disclosures}
      </h3>
      <dl className={styles.disclosures}>
        {items.map((d) => (
          <div key={d.key}>
            <dt className={styles.disclosureTitle}>{d.title}</dt>
            <dd className={styles.disclosureText}>{d.text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
