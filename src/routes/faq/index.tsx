import { createFileRoute } from '@tanstack/react-router';
import { opsPageTexts } from '../../app/ops-page-head';
import { routeHead } from '../../app/page-head';
import { siteInfoQueries } from '#src/features/contact/api/site-info-queries';
import { FaqPage } from '#src/features/contact/components/faq-page';

export const Route = createFileRoute('/faq/')({
  head: routeHead(opsPageTexts.faq),
  // Public: the server renders it with its data; a failed read leaves the page to say so.
  loader: ({ context }) => context.queryClient.prefetchQuery(siteInfoQueries.faqs(context.api)),
  component: FaqPage,
});
