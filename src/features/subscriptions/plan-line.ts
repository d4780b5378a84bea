import type { Plan } from '#contract/subscriptions/plans';
import { joinDistinct } from '#src/lib/format/join-distinct';

/** What the checkout says the plan is: its name, period and fee label, each said once. */
export const planLine = (plan: Pick<Plan, 'name' | 'period_label' | 'fee_label'>): string =>
  joinDistinct([plan.name, plan.period_label, plan.fee_label]);
