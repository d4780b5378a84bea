import { createFileRoute, notFound } from '@tanstack/react-router';
import { lazyHead } from '../../../app/lazy-head';
import type { HeadMatch } from '../../../app/page-head';
import { PAYMENT_LINK_TOKEN } from '#contract/dealer/route-rules';
import { CheckoutPage } from '#src/features/subscriptions/components/checkout-page';
import {
  CHECKOUT_TITLE,
  isCheckoutStep,
  STEP_NAMES,
  type CheckoutStep,
} from '#src/features/subscriptions/checkout-search';

/**
 * ?step=details|risk|agreement|pay: the step asked for (the checkout still skips to the first open one);
 * ?link=: a dealer's payment link (docs/dealer.md), kept by the checkout and then dropped from the address.
 */
const parseSearch = (search: Record<string, unknown>): { step?: CheckoutStep; link?: string } => ({
  ...(isCheckoutStep(search.step) ? { step: search.step } : {}),
  ...(typeof search.link === 'string' && PAYMENT_LINK_TOKEN.test(search.link) ? { link: search.link } : {}),
});

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
  head: lazyHead(
    (h) =>
      ({ match }: { match: HeadMatch }) =>
        h.routeHead((brand) => h.pageTexts.subscribe(brand, stepTitle(match.search)))({ match }),
  ),
  component: SubscribeRoute,
});

function SubscribeRoute() {
  const { planId } = Route.useParams();
  const { step, link } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CheckoutPage
      planId={Number(planId)}
      asked={step}
      link={link}
      onStep={(next, replace) => void navigate({ search: { step: next }, replace })}
    />
  );
}
