import { createFileRoute } from '@tanstack/react-router';
import { privateHead } from '../../app/lazy-head';
import { siteInfoQueries } from '#src/features/contact/api/site-info-queries';
import { FaqPage } from '#src/features/contact/components/faq-page';

export const Route = createFileRoute('/faq/')({
  head: privateHead((texts) => texts.opsPageTexts.faq),
  // The loader travels with the page: no other page's first load carries it (decision 0282).
  codeSplitGroupings: [['loader', 'component']],
  // Public: the server renders it with its data; a failed read leaves the page to say so.
  loader: ({ context }) => context.queryClient.prefetchQuery(siteInfoQueries.faqs(context.api)),
  component: FaqPage,
});
