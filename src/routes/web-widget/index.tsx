import { createFileRoute } from '@tanstack/react-router';
import { requireRouteFeature } from '../../app/feature-gate';
import { WebWidgetPage } from '../../app/web-widget-page';

export const Route = createFileRoute('/web-widget/')({
  beforeLoad: ({ context }) => requireRouteFeature(context.brand, '/web-widget/'),
  component: WebWidgetPage,
});
