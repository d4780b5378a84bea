import { createFileRoute } from '@tanstack/react-router';
import { privateRoute } from '../../../app/lazy-head';
import { StandardCheckoutPage } from '#src/features/subscriptions/components/standard-checkout-page';
import { parsePaymentSearch } from '#src/features/subscriptions/payment-search';

export const Route = createFileRoute('/payment/checkout/')({
  ...privateRoute((texts) => texts.accountPageTexts.paymentCheckout),
  validateSearch: parsePaymentSearch,
  component: PaymentCheckoutRoute,
});

function PaymentCheckoutRoute() {
  const { transaction } = Route.useSearch();
  return <StandardCheckoutPage transaction={transaction} />;
}
