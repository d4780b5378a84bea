import { createFileRoute } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { privateRoute } from '../../../app/lazy-head';
import { authKeys } from '#src/features/auth/api/auth-queries';
import { blogKeys } from '#src/features/blog/api/blog-queries';
import { PushAsk } from '#src/features/push/push-ask';
import { PaymentStatusPage } from '#src/features/subscriptions/components/payment-status-page';
import { parsePaymentSearch } from '#src/features/subscriptions/payment-search';

export const Route = createFileRoute('/payment/status/')({
  ...privateRoute((texts) => texts.accountPageTexts.paymentStatus),
  validateSearch: parsePaymentSearch,
  component: PaymentStatusRoute,
});

function PaymentStatusRoute() {
  const search = Route.useSearch();
  const queryClient = useQueryClient();
  // Paid: is_subscriber and the premium posts follow the new subscription without a reload.
  const onPaid = () => {
    void queryClient.invalidateQueries({ queryKey: authKeys.userInfo() });
    void queryClient.invalidateQueries({ queryKey: blogKeys.all });
  };
  // While the payment is unsettled: the one ask for notifications (denied or unsupported, the page polls).
  return <PaymentStatusPage search={search} onPaid={onPaid} ask={<PushAsk kind="payments" />} />;
}
