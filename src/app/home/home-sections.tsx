import type { BasketSummary, Curator } from '#contract/baskets/types';
import type { BrandConfig } from '../../lib/brand';
import { HomeAdvisers } from './home-advisers';
import { HomeBaskets } from './home-baskets';
import { HomePoints } from './home-points';
import { homeMessages as m, howItWorks, safetyPoints } from './home-texts';

/**
 * What the home page shows below its first lines (issue 30, D13): popular baskets with their returns
 * and minimum amounts, how it works, the advisers, and what keeps the money safe. The route loader's
 * data, rendered on the server; in the browser this code loads after the page's own.
 */
export default function HomeSections({
  brand,
  baskets,
  advisers,
}: {
  brand: BrandConfig;
  baskets: BasketSummary[];
  advisers: Curator[];
}) {
  return (
    <>
      <HomeBaskets baskets={baskets} wording={brand.wording} />
      <HomePoints id="home-how" title={m.howItWorks} points={howItWorks(brand)} numbered />
      <HomeAdvisers advisers={advisers} />
      <HomePoints id="home-safety" title={m.safety} points={safetyPoints(brand)} />
    </>
  );
}
