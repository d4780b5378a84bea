import { createFileRoute } from '@tanstack/react-router';
import { privateRoute } from '../../../app/lazy-head';
import { AccountSettingsPage } from '#src/features/account/components/account-settings-page';
import { StoragePanel } from '#src/features/offline/components/storage-panel';

export const Route = createFileRoute('/account/settings/')({
  ...privateRoute((texts) => texts.accountPageTexts.settings),
  component: SettingsRoute,
});

function SettingsRoute() {
  return <AccountSettingsPage storage={<StoragePanel />} />;
}
