import { Page } from '#src/components/ui/page';

/** /studio/baskets/$basketHash/ */
export function BasketEditPage({ basketHash }: { basketHash: string }) {
  return <Page title="Edit basket">{basketHash ? null : null}</Page>;
}
