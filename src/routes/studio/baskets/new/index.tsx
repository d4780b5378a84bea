import { createFileRoute } from '@tanstack/react-router';
import { studioScreen } from '#src/app/gated-screen';
import { studioRoute } from '#src/app/studio-page-head';
import { BasketCreatePage } from '#src/features/studio/components/basket-create-page';
import { StockCombobox } from '#src/features/baskets/components/stock-combobox';

const Screen = studioScreen(() => <BasketCreatePage StockPicker={StockCombobox} />);

export const Route = createFileRoute('/studio/baskets/new/')({
  ...studioRoute('studioNewBasket'),
  component: Screen,
});
