import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../app/home-page';
import { pageTexts, routeHead } from '../app/page-head';

export const Route = createFileRoute('/')({
  head: routeHead((brand) => pageTexts.brand(brand, 'home')),
  component: HomePage,
});
