import { createFileRoute } from '@tanstack/react-router';
import { opsPageTexts } from '../../app/ops-page-head';
import { routeHead } from '../../app/page-head';
import { siteInfoQueries } from '#src/features/contact/api/site-info-queries';
import { ContactPage } from '#src/features/contact/components/contact-page';

export const Route = createFileRoute('/contact/')({
  head: routeHead(opsPageTexts.contact),
  // Public: the server renders it with its data; a failed read leaves the page to say so.
  loader: ({ context }) => context.queryClient.prefetchQuery(siteInfoQueries.details(context.api)),
  component: ContactPage,
});
