import { createFileRoute } from '@tanstack/react-router';
import { privateHead } from '../../app/lazy-head';
import { StatusPage, statusPageQuery } from '#src/features/status/components/status-page';

export const Route = createFileRoute('/status/')({
  // Public and indexed; its loader travels with the page and its words load with its head, so no other
  // page's first load carries them (decision 0282).
  codeSplitGroupings: [['loader', 'component']],
  head: privateHead((texts) => texts.statusPageText),
  // The server renders it with its data; a failed read leaves the page to say so.
  loader: ({ context }) => context.queryClient.prefetchQuery(statusPageQuery(context.api)),
  component: StatusPage,
});
