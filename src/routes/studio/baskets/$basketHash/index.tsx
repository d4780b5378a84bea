import { createFileRoute } from '@tanstack/react-router';
import { studioScreen } from '#src/app/gated-screen';
import { studioRoute } from '#src/app/studio-page-head';
import { BasketEditPage } from '#src/features/studio/components/basket-edit-page';
import { StockCombobox } from '#src/features/baskets/components/stock-combobox';

const Screen = studioScreen(() => (
  <BasketEditPage basketHash={Route.useParams().basketHash} StockPicker={StockCombobox} />
));

export const Route = createFileRoute('/studio/baskets/$basketHash/')({
  ...studioRoute('studioBasket'),
  component: Screen,
});
