import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PlanCheckoutBody } from '#contract/subscriptions/payments';
import { planKeys } from '../api/plan-queries';
import { CHECKOUT_STEPS, planTitle, stepsDone, type CheckoutStep } from '../checkout-steps';
import { subscriptionMessages as m } from '../messages';
import { AgreementStep } from './agreement-step';
import { DetailsStep } from './details-step';
import { PayStep } from './pay-step';
import { RiskStep } from './risk-step';
import * as styles from './checkout.css';

interface Props {
  summary: PlanCheckoutBody;
  step: CheckoutStep;
  onStep: (step: CheckoutStep) => void;
}

/** The steps' list (done ones can be opened again), the current step's heading and its form. */
export function CheckoutSteps({ summary, step, onStep }: Props) {
  const queryClient = useQueryClient();
  const [now] = useState(() => new Date());
  const done = stepsDone(summary, now);
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  // Moving between steps puts focus on the new step's heading, so keyboard and screen reader users follow.
  useEffect(() => {
    if (first.current) first.current = false;
    else heading.current?.focus();
  }, [step]);

  const index = CHECKOUT_STEPS.indexOf(step);
  const next = async () => {
    await queryClient.invalidateQueries({ queryKey: planKeys.checkout(summary.plan.id) });
    onStep(CHECKOUT_STEPS[Math.min(index + 1, CHECKOUT_STEPS.length - 1)]!);
  };
  const plan = summary.plan;
  return (
    <>
      <p className={styles.lead}>{m.checkoutLead(planTitle(plan), summary.adviser.name)}</p>
      <nav aria-label={m.steps}>
        <ol className={styles.steps}>
          {CHECKOUT_STEPS.map((s, i) => {
            const isDone = s !== 'pay' && done[s];
            const label = `${i + 1}. ${m.stepNames[s]}`;
            return (
              <li key={s} className={s === step ? styles.stepCurrent : styles.step}>
                {isDone && s !== step ? (
                  <button type="button" className={styles.stepButton} onClick={() => onStep(s)}>
                    {label} <span className={styles.done}>✓ {m.stepDone}</span>
                  </button>
                ) : (
                  <span aria-current={s === step ? 'step' : undefined}>
                    {label}
                    {isDone ? <span className={styles.done}> ✓ {m.stepDone}</span> : null}
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <section className={styles.panel} aria-labelledby="checkout-step-title">
        <p className={styles.stepOf}>{m.stepOf(index + 1, CHECKOUT_STEPS.length)}</p>
        <h2 id="checkout-step-title" ref={heading} tabIndex={-1} className={styles.stepTitle}>
          {m.stepNames[step]}
        </h2>
        {step === 'details' ? <DetailsStep summary={summary} onDone={next} /> : null}
        {step === 'risk' ? <RiskStep summary={summary} onDone={next} /> : null}
        {step === 'agreement' ? <AgreementStep summary={summary} onDone={next} /> : null}
        {step === 'pay' ? <PayStep summary={summary} /> : null}
      </section>
    </>
  );
}
