import { useBrand } from '../lib/navigation';
import { Page, leadClass } from '../components/ui/page';
import { WidgetPartnerSections } from '../features/widget-partner/components/widget-partner-sections';

export function WebWidgetPage() {
  const brand = useBrand();
  return (
    <Page title="Blog widget for your website">
      <p className={leadClass}>
        Partners of {brand.displayName} can show our blog on their own site with one element and one script tag. Choose
        what it shows, see it as your page will, and copy the snippet.
      </p>
      <WidgetPartnerSections />
    </Page>
  );
}
