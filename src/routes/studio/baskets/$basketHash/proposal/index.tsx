import { createFileRoute } from '@tanstack/react-router';
import { studioScreen } from '#src/app/gated-screen';
import { studioRoute } from '#src/app/studio-page-head';
import { ProposalPage } from '#src/features/studio/components/proposal-page';

const Screen = studioScreen(() => <ProposalPage basketHash={Route.useParams().basketHash} />);

export const Route = createFileRoute('/studio/baskets/$basketHash/proposal/')({
  ...studioRoute('studioProposal'),
  component: Screen,
});
