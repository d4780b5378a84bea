import { useStore } from 'jotai';
import { useNavigate } from '@tanstack/react-router';
import { useBrand } from '#src/lib/navigation';
import { openLoginPrompt } from '#src/lib/session/prompts';
import { isLoggedInAtom } from '#src/lib/session/session-atoms';
import { selectedPlanAtom } from '#src/lib/session/subscription-atoms';
import type { Plan } from '#contract/subscriptions/plans';
import { saveCheckout } from './checkout-store';

export const checkoutPath = (plan: number) => `/subscribe/${plan}/`;

/**
 * Choosing a plan: it becomes the selected plan, the page to come back to is kept with the checkout,
 * and the investor goes to the checkout, through the login prompt (with the checkout as the next path)
 * when signed out.
 */
export function useChoosePlan(from: string | undefined, onChosen: () => void): (plan: Plan) => void {
  const store = useStore();
  const brand = useBrand();
  const navigate = useNavigate();
  return (plan) => {
    store.set(selectedPlanAtom, plan);
    saveCheckout(plan.id, from ? { from } : {});
    onChosen();
    if (store.get(isLoggedInAtom)) void navigate({ to: '/subscribe/$planId/', params: { planId: String(plan.id) } });
    else openLoginPrompt(store, brand, undefined, checkoutPath(plan.id));
  };
}
