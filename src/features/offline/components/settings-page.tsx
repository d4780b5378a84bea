import { Page } from '#src/components/ui/page';
import { offlineMessages } from '../messages';
import { StoragePanel } from './storage-panel';

export function SettingsPage() {
  return (
    <Page title={offlineMessages.settingsTitle}>
      <StoragePanel />
    </Page>
  );
}
