import { Suspense, type ReactNode } from 'react';
import type { BasketDetails } from '#contract/baskets/details';
import { useApi } from '#src/lib/http/api-context';
import { useCachedSuspenseQuery } from '#src/lib/http/cached-query';
import { Page } from '#src/components/ui/page';
import { basketPageQueries } from '../api/basket-page-queries';
import type { BasketPageKind } from '../basket-loader';
import { basketPageMessages as m } from '../basket-page-messages';
import { BasketActions } from './basket-actions';
import { BasketHeader } from './basket-header';
import { FiguresSection } from './figures-section';
import { InvestBar } from './invest-bar';
import { InvestingSection } from './investing-section';
import { useInvestFlow, type InvestSlot } from './use-invest-flow';
import { preloadableLazy } from '#src/lib/react/preloadable-lazy';
import * as styles from './basket-page.css';

// The chart and the end of each column (screens below the figures and Invest): in the server's HTML at
// once, their code after the page's, which keeps the page's first load within its ceiling (decisions
// 0252, 0310). The basket routes' loader loads it too, so it is there before the page hydrates (0285).
const performance = preloadableLazy(() => import('./performance-section').then((m) => m.PerformanceSection));
const timeline = preloadableLazy(() => import('./rebalance-timeline').then((m) => m.RebalanceTimeline));
const constituents = preloadableLazy(() => import('./constituents-section').then((m) => m.ConstituentsSection));
const faqs = preloadableLazy(() => import('./basket-faqs').then((m) => m.BasketFaqs));
const verification = preloadableLazy(() => import('./verification-section').then((m) => m.VerificationSection));

const PerformanceSection = performance.Component;
const RebalanceTimeline = timeline.Component;
const ConstituentsSection = constituents.Component;
const BasketFaqs = faqs.Component;
const VerificationSection = verification.Component;

/** Loads the five sections' code; never fails (the page's own Suspense retries a section that did not load). */
export function preloadBasketSections(): Promise<void> {
  return Promise.all([performance, timeline, constituents, faqs, verification].map((s) => s.preload())).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * A basket, in the app (/baskets/{hash}/, with the reader's actions) or shared (/public/baskets/
 * {hash}/, the same sections with the shared route's `offer` in place of the actions). The route's
 * loader has the basket in the cache; `invest` is the buy flow the app composes in.
 */
export function BasketPage({
  hash,
  kind,
  invest,
  offer,
}: {
  hash: string;
  kind: BasketPageKind;
  invest?: InvestSlot;
  offer?: (basket: BasketDetails) => ReactNode;
}) {
  const api = useApi();
  const query = basketPageQueries.basket(api, hash, kind);
  const { basket } = useCachedSuspenseQuery(query).data;
  if (kind === 'app' && invest) return <AppBasketPage basket={basket} hash={hash} invest={invest} />;
  return <BasketPageBody basket={basket} hash={hash} kind={kind} actions={offer?.(basket) ?? null} />;
}

/** The app's page: Invest beside the figures at the top and, on a phone, in a bar that stays in reach. */
function AppBasketPage({ basket, hash, invest }: { basket: BasketDetails; hash: string; invest: InvestSlot }) {
  const { start, flow } = useInvestFlow(basket, invest);
  return (
    <BasketPageBody
      basket={basket}
      hash={hash}
      actions={<BasketActions basket={basket} onInvest={start} />}
      investBar={
        <>
          <InvestBar basket={basket} onInvest={start} />
          {flow}
        </>
      }
    />
  );
}

/**
 * The page's sections for a basket already in hand: the basket page above, and the studio's preview
 * (the owner's copy, any status) so a preview is exactly what investors will see.
 */
export function BasketPageBody({
  basket,
  hash,
  kind = 'app',
  actions,
  banner,
  chartNote,
  investBar,
}: {
  basket: BasketDetails;
  hash: string;
  /** Whose chart the page shows: the app's (the studio's preview too) or the shareable copy's. */
  kind?: BasketPageKind;
  actions: ReactNode;
  banner?: ReactNode;
  /** In place of the chart (a basket not yet listed has no chart to load). */
  chartNote?: ReactNode;
  /** After the sections: the phone's Invest bar (and the buy flow while it is open). */
  investBar?: ReactNode;
}) {
  return (
    <Page>
      {banner}
      <div className={styles.layout}>
        <div className={styles.column}>
          <BasketHeader basket={basket} actions={actions} />
          <section className={styles.section} aria-labelledby="basket-about">
            <h2 id="basket-about" className={styles.sectionTitle}>
              {m.about}
            </h2>
            <p className={styles.prose}>{basket.description}</p>
            <h3 className={styles.subTitle}>{m.methodology}</h3>
            <p className={styles.prose}>{basket.methodology}</p>
          </section>
          <Suspense fallback={null}>
            {chartNote ?? <PerformanceSection hash={hash} kind={kind} benchmarkName={basket.benchmarkName} />}
            <ConstituentsSection basket={basket} />
            <RebalanceTimeline entries={basket.rebalances} />
          </Suspense>
        </div>
        <div className={styles.column}>
          <InvestingSection basket={basket} />
          <FiguresSection performance={basket.performance} benchmarkName={basket.benchmarkName} />
          <Suspense fallback={null}>
            <VerificationSection verification={basket.verification} performance={basket.performance} />
            <BasketFaqs faqs={basket.faqs} />
          </Suspense>
        </div>
      </div>
      {investBar}
    </Page>
  );
}
