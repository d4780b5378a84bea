import { Page } from '#src/components/ui/page';

/** /studio/baskets/$basketHash/preview/ */
export function BasketPreviewPage({ basketHash }: { basketHash: string }) {
  return <Page title="Basket preview">{basketHash ? null : null}</Page>;
}
