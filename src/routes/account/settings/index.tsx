import { createFileRoute } from '@tanstack/react-router';
import { pageTexts, privateRoute } from '../../../app/page-head';
import { AccountSettingsPage } from '#src/features/account/components/account-settings-page';
import { StoragePanel } from '#src/features/offline/components/storage-panel';

export const Route = createFileRoute('/account/settings/')({
  ...privateRoute(pageTexts.settings),
  component: SettingsRoute,
});

function SettingsRoute() {
  return <AccountSettingsPage storage={<StoragePanel />} />;
}
