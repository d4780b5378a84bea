import { Page, leadClass } from '../../../components/ui/page';

export function FeaturedBasketsPage() {
  return (
    <Page title="Featured Baskets">
      <p className={leadClass}>The most popular baskets, curated by registered advisers.</p>
    </Page>
  );
}
