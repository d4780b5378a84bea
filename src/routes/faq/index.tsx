import { createFileRoute } from '@tanstack/react-router';
import { opsPageTexts } from '../../app/ops-page-head';
import { routeHead } from '../../app/page-head';
import { FaqPage } from '#src/features/contact/components/faq-page';

export const Route = createFileRoute('/faq/')({
  head: routeHead(opsPageTexts.faq),
  component: OpsRoute,
});

function OpsRoute() {
  return <FaqPage />;
}
