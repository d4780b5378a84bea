import { createFileRoute } from '@tanstack/react-router';
import { privateHead } from '../../app/lazy-head';
import { siteInfoQueries } from '#src/features/contact/api/site-info-queries';
import { ContactPage } from '#src/features/contact/components/contact-page';

export const Route = createFileRoute('/contact/')({
  head: privateHead((texts) => texts.opsPageTexts.contact),
  // The loader travels with the page: no other page's first load carries it (decision 0282).
  codeSplitGroupings: [['loader', 'component']],
  // Public: the server renders it with its data; a failed read leaves the page to say so.
  loader: ({ context }) => context.queryClient.prefetchQuery(siteInfoQueries.details(context.api)),
  component: ContactPage,
});
