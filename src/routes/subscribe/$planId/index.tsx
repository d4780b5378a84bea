import { createFileRoute, notFound } from '@tanstack/react-router';
import { pageTexts, routeHead } from '../../../app/page-head';
import { CheckoutPage } from '#src/features/subscriptions/components/checkout-page';
import {
  CHECKOUT_TITLE,
  isCheckoutStep,
  STEP_NAMES,
  type CheckoutStep,
} from '#src/features/subscriptions/checkout-search';

/** ?step=details|risk|agreement|pay: the step asked for (the checkout still skips to the first open one). */
const parseSearch = (search: Record<string, unknown>): { step?: CheckoutStep } =>
  isCheckoutStep(search.step) ? { step: search.step } : {};

const stepTitle = (search: unknown) => {
  const step = (search as { step?: CheckoutStep } | undefined)?.step;
  return step ? STEP_NAMES[step] : CHECKOUT_TITLE;
};

export const Route = createFileRoute('/subscribe/$planId/')({
  // The investor's own checkout, behind their session: the server checks the route, the browser renders it.
  ssr: 'data-only',
  validateSearch: parseSearch,
  beforeLoad: ({ params }) => {
    if (!/^[1-9][0-9]{0,8}$/.test(params.planId)) throw notFound();
  },
  head: ({ match }) => routeHead((brand) => pageTexts.subscribe(brand, stepTitle(match.search)))({ match }),
  component: SubscribeRoute,
});

function SubscribeRoute() {
  const { planId } = Route.useParams();
  const { step } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CheckoutPage
      planId={Number(planId)}
      asked={step}
      onStep={(next, replace) => void navigate({ search: { step: next }, replace })}
    />
  );
}
