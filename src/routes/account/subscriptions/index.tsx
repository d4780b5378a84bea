import { createFileRoute } from '@tanstack/react-router';
import { privateRoute } from '../../../app/page-head';
import { SubscriptionsPage } from '#src/features/account/components/subscriptions-page';

export const Route = createFileRoute('/account/subscriptions/')({
  ...privateRoute((texts) => texts.accountPageTexts.subscriptions),
  component: SubscriptionsPage,
});
