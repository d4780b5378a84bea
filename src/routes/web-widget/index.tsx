import { createFileRoute } from '@tanstack/react-router';
import { requireRouteFeature } from '../../app/feature-gate';
import { pageTexts, routeHead } from '../../app/page-head';
import { WebWidgetPage } from '../../app/web-widget-page';

export const Route = createFileRoute('/web-widget/')({
  beforeLoad: ({ context }) => requireRouteFeature(context.brand, '/web-widget/'),
  head: routeHead(pageTexts.webWidget),
  component: WebWidgetPage,
});
