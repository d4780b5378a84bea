import { createFileRoute } from '@tanstack/react-router';
import { routeFeatureGate } from '../../app/feature-gate';
import { pageTexts, routeHead } from '../../app/page-head';
import { WebWidgetPage } from '../../app/web-widget-page';

export const Route = createFileRoute('/web-widget/')({
  beforeLoad: routeFeatureGate,
  head: routeHead(pageTexts.webWidget),
  component: WebWidgetPage,
});
