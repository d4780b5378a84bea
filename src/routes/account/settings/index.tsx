import { createFileRoute } from '@tanstack/react-router';
import { requireFeature } from '#src/app/feature-gate';
import { SettingsPage } from '#src/features/offline/components/settings-page';

export const Route = createFileRoute('/account/settings/')({
  beforeLoad: ({ context }) => requireFeature(context.brand, 'account/settings/'),
  component: SettingsPage,
});
