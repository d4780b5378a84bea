import type { ReactNode } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams, type ErrorComponentProps } from '@tanstack/react-router';
import { useStore } from 'jotai';
import { formatDate } from '#contract/locale/format';
import { useBrand } from '#src/lib/navigation';
import { Button } from '#src/components/ui/button';
import { FactList } from '#src/components/ui/fact-list';
import { Page } from '#src/components/ui/page';
import { TitledSection } from '#src/components/ui/page';
import { openPlanDialog } from '#src/lib/session/prompts';
import { RouteError } from '#src/components/ui/route-error';
import { useApi } from '#src/lib/http/api-context';
import { curatorQueries } from '../api/basket-queries';
import { adviserMessages as a, basketMessages as m } from '../messages';
import { basketErrors } from '../route-states';
import { BasketCard } from './basket-card';
import { CuratorPlans } from './curator-plans';
import * as cards from './cards.css';
import * as styles from './adviser-profile.css';

const shell = { className: styles.section, titleClassName: styles.heading };

const FROM = '/discover/managers/$slug/';

/** An adviser's page: their registration, who they are, their plans and their published baskets. */
export function AdviserProfilePage() {
  const brand = useBrand();
  const store = useStore();
  const { slug } = useParams({ from: FROM });
  const { curator } = useSuspenseQuery(curatorQueries.details(useApi(), slug)).data;
  const facts: [string, ReactNode][] = [
    [a.registeredAs, curator.adviserType],
    [m.sebiRegistration, curator.sebiRegistration],
    [a.registeredSince, formatDate(curator.registeredOn)],
  ];
  if (curator.city) facts.push([a.city, curator.city]);
  if (curator.website) {
    facts.push([
      a.website,
      <a href={curator.website} rel="noopener noreferrer nofollow" target="_blank">
        {curator.website.replace(/^https?:\/\//, '')}
      </a>,
    ]);
  }
  if (curator.contactEmail)
    facts.push([a.contactEmail, <a href={`mailto:${curator.contactEmail}`}>{curator.contactEmail}</a>]);
  return (
    <Page title={curator.name}>
      <TitledSection id="adviser-registration" title={a.registration} {...shell}>
        <FactList
          facts={facts}
          classes={{ list: styles.facts, row: cards.fact, label: cards.factLabel, value: cards.factValue }}
        />
      </TitledSection>
      <TitledSection id="adviser-about" title={a.about} {...shell}>
        <p className={cards.body}>{curator.bio}</p>
      </TitledSection>
      <TitledSection id="adviser-plans" title={m.plans} {...shell} className={`${styles.section} ${styles.plans}`}>
        <CuratorPlans plans={curator.plans} labelledBy="adviser-plans" />
        {curator.plans.length > 0 ? (
          <Button onClick={() => openPlanDialog(store, { adviser: slug })}>{a.subscribe}</Button>
        ) : null}
      </TitledSection>
      <TitledSection id="adviser-baskets" title={a.publishedBaskets} {...shell} className={styles.wide}>
        {curator.baskets.length === 0 ? (
          <p className={cards.body}>{a.noBaskets}</p>
        ) : (
          <ul className={cards.grid} aria-labelledby="adviser-baskets">
            {curator.baskets.map((basket) => (
              <li key={basket.basketId}>
                <BasketCard basket={basket} wording={brand.wording} headingLevel={3} />
              </li>
            ))}
          </ul>
        )}
      </TitledSection>
    </Page>
  );
}

export function AdviserProfileError(props: ErrorComponentProps) {
  const brand = useBrand();
  return <RouteError {...props} {...basketErrors(brand.navLabel, a.profileFailed)} />;
}
