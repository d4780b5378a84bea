import { createFileRoute } from '@tanstack/react-router';
import { opsPageTexts } from '../../app/ops-page-head';
import { routeHead } from '../../app/page-head';
import { ContactPage } from '#src/features/contact/components/contact-page';

export const Route = createFileRoute('/contact/')({
  head: routeHead(opsPageTexts.contact),
  component: OpsRoute,
});

function OpsRoute() {
  return <ContactPage />;
}
