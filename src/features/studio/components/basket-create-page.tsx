import { Page } from '#src/components/ui/page';

/** /studio/baskets/new/ */
export function BasketCreatePage() {
  return <Page title="New basket">{null}</Page>;
}
