import { Page } from '#src/components/ui/page';

/** /studio/baskets/$basketHash/proposal/ */
export function ProposalPage({ basketHash }: { basketHash: string }) {
  return <Page title="Review the proposal">{basketHash ? null : null}</Page>;
}
