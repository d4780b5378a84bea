import { Page } from '#src/components/ui/page';
import { ProposalView } from '../automated/proposal-view';

/** /studio/baskets/$basketHash/proposal/ */
export function ProposalPage({ basketHash }: { basketHash: string }) {
  return (
    <Page title="Review the proposal">
      <ProposalView basketHash={basketHash} />
    </Page>
  );
}
