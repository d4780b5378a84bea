import { createFileRoute } from '@tanstack/react-router';
import { studioScreen } from '#src/app/gated-screen';
import { studioRoute } from '#src/app/studio-page-head';
import { ConstituentsEditPage } from '#src/features/studio/components/constituents-edit-page';
import { StockPicker } from '#src/features/baskets/components/stock-picker';
import { versionMessages } from '#src/features/studio/versions/versions-messages';

const Screen = studioScreen(() => (
  <ConstituentsEditPage
    basketHash={Route.useParams().basketHash}
    stockPicker={(onPick) => (
      <StockPicker label={versionMessages.addStock} hint={versionMessages.addHint} onPick={onPick} />
    )}
  />
));

export const Route = createFileRoute('/studio/baskets/$basketHash/constituents/')({
  ...studioRoute('studioConstituents'),
  component: Screen,
});
