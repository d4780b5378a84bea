import { createFileRoute } from '@tanstack/react-router';
import { requireRouteFeature } from '../../../app/feature-gate';
import { pageTexts, routeHead } from '../../../app/page-head';
import { SettingsPage } from '../../../features/offline/components/settings-page';

export const Route = createFileRoute('/account/settings/')({
  beforeLoad: ({ context }) => requireRouteFeature(context.brand, '/account/settings/'),
  head: routeHead(pageTexts.settings),
  component: SettingsPage,
});
