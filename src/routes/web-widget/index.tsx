import { createFileRoute } from '@tanstack/react-router';
import { requireFeature } from '../../app/feature-gate';
import { WebWidgetPage } from '../../app/web-widget-page';

export const Route = createFileRoute('/web-widget/')({
  beforeLoad: ({ context }) => requireFeature(context.brand, '/web-widget/'),
  component: WebWidgetPage,
});
