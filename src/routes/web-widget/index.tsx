import { createFileRoute } from '@tanstack/react-router';
import { routeFeatureGate } from '../../app/feature-gate';
import { lazyHead } from '../../app/lazy-head';
import { WebWidgetPage } from '../../app/web-widget-page';

export const Route = createFileRoute('/web-widget/')({
  beforeLoad: routeFeatureGate,
  head: lazyHead((h) => h.routeHead(h.pageTexts.webWidget)),
  component: WebWidgetPage,
});
