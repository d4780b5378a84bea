import { useRouteContext } from '@tanstack/react-router';
import { Page, leadClass } from '../../../components/ui/page';

export function ManagersPage() {
  const { brand } = useRouteContext({ from: '__root__' });
  return (
    <Page title={brand.navLabel}>
      <p className={leadClass}>SEBI-registered investment advisers and research analysts who publish baskets here.</p>
    </Page>
  );
}
