import type { Plan } from '#contract/subscriptions/plans';

/**
 * What the checkout says the plan is: its name, period and fee label, each said once. A plan named
 * after its period ('1 year') reads '1 year · Yearly Fee', not '1 year · 1 year · Yearly Fee'.
 */
export function planLine(plan: Pick<Plan, 'name' | 'period_label' | 'fee_label'>): string {
  const parts: string[] = [];
  for (const part of [plan.name, plan.period_label, plan.fee_label].map((p) => p.trim())) {
    if (part && !parts.some((p) => p.toLowerCase() === part.toLowerCase())) parts.push(part);
  }
  return parts.join(' · ');
}
