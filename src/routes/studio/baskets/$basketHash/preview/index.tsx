import { createFileRoute } from '@tanstack/react-router';
import { studioScreen } from '#src/app/gated-screen';
import { studioRoute } from '#src/app/studio-page-head';
import { BasketPreviewPage } from '#src/features/studio/components/basket-preview-page';
import { BasketPageBody } from '#src/features/baskets/page/basket-page';

const Screen = studioScreen(() => (
  <BasketPreviewPage basketHash={Route.useParams().basketHash} BasketView={BasketPageBody} />
));

export const Route = createFileRoute('/studio/baskets/$basketHash/preview/')({
  ...studioRoute('studioBasketPreview'),
  component: Screen,
});
