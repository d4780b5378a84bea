import { createFileRoute } from '@tanstack/react-router';
import { requireRouteFeature } from '../../../app/feature-gate';
import { pageTexts, routeHead } from '../../../app/page-head';
import { SettingsPage } from '../../../features/offline/components/settings-page';

export const Route = createFileRoute('/account/settings/')({
  // Private to this device (its saved articles, its storage): the server checks the route, the browser renders it.
  ssr: 'data-only',
  beforeLoad: ({ context }) => requireRouteFeature(context.brand, '/account/settings/'),
  head: routeHead(pageTexts.settings),
  component: SettingsPage,
});
