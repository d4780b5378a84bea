import { createFileRoute } from '@tanstack/react-router';
import { privateRoute } from '../../../app/lazy-head';
import { SubscriptionsPage } from '#src/features/account/components/subscriptions-page';

export const Route = createFileRoute('/account/subscriptions/')({
  ...privateRoute((texts) => texts.accountPageTexts.subscriptions),
  component: SubscriptionsPage,
});
