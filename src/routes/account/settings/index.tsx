import { createFileRoute } from '@tanstack/react-router';
import { requireRouteFeature } from '../../../app/feature-gate';
import { pageTexts, routeHead } from '../../../app/page-head';
import { AccountSettingsPage } from '#src/features/account/components/account-settings-page';
import { StoragePanel } from '#src/features/offline/components/storage-panel';

export const Route = createFileRoute('/account/settings/')({
  // The investor's own settings and this device's storage: the server checks the route, the browser renders it.
  ssr: 'data-only',
  beforeLoad: ({ context }) => requireRouteFeature(context.brand, '/account/settings/'),
  head: routeHead(pageTexts.settings),
  component: SettingsRoute,
});

function SettingsRoute() {
  return <AccountSettingsPage storage={<StoragePanel />} />;
}
