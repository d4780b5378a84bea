import { useBrand } from '../lib/navigation';
import { Page, leadClass } from '../components/ui/page';

export function WebWidgetPage() {
  const brand = useBrand();
  return (
    <Page title="Blog widget for your website">
      <p className={leadClass}>
        Partners of {brand.displayName} can show our blog on their own site with one element and one script tag.
      </p>
    </Page>
  );
}
