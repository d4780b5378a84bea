import { Page } from '#src/components/ui/page';

/** /studio/baskets/$basketHash/constituents/ */
export function ConstituentsEditPage({ basketHash }: { basketHash: string }) {
  return <Page title="Change stocks and weights">{basketHash ? null : null}</Page>;
}
