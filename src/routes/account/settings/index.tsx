import { createFileRoute } from '@tanstack/react-router';
import { requireFeature } from '../../../app/feature-gate';
import { pageTexts, routeHead } from '../../../app/page-head';
import { SettingsPage } from '../../../features/offline/components/settings-page';

export const Route = createFileRoute('/account/settings/')({
  beforeLoad: ({ context }) => requireFeature(context.brand, 'account/settings/'),
  head: routeHead(pageTexts.settings),
  component: SettingsPage,
});
