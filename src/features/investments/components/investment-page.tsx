import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useApi } from '#src/lib/http/api-context';
import { ApiError } from '#src/lib/http/api-error';
import { Link } from '#src/lib/navigation';
import { useSession } from '#src/lib/session/use-session';
import { Notice, Page } from '#src/components/ui/page';
import { Spinner } from '#src/components/ui/spinner';
import { investmentQueries } from '../api/investment-queries';
import { investmentMessages, investmentPageMessages as m } from '../messages';
import { InvestmentActions, type ActionName } from './investment-actions';
import { StoplossAlert, SipReminder } from './attention-banners';
import { CashFlows } from './cash-flows';
import { FetchedAt } from '#src/components/ui/fetched-at';
import { QueryProblem } from '#src/components/ui/query-problem';
import { ClosedFigureList, FigureList } from './figure-list';
import { ClosedHoldings, HoldingsTable } from './holdings-table';
import { InvestmentBadges, RunningPlans } from './investment-badges';
import { OrderProgress, type ProgressView } from './order-progress';
import { SignInNotice } from '#src/components/ui/sign-in-notice';
import { TradesSection } from './trades-section';
import { ValueChartSection } from './value-chart-section';
import { ReturnsAfterCosts } from './returns-after-costs';
import * as styles from './investments.css';

export interface InvestmentPageProps {
  investment: string;
  /** How a placed trade is followed; the polling view unless the route gives the live one. */
  Progress?: ProgressView;
}

/** /account/investments/{investment}/: one investment's figures, holdings, chart, cash flows, trades and actions. */
export function InvestmentPage(props: InvestmentPageProps) {
  const { isLoggedIn } = useSession();
  if (!isLoggedIn)
    return (
      <Page title={investmentMessages.title}>
        <SignInNotice
          title={investmentMessages.signInTitle}
          text={investmentMessages.signInText}
          action={investmentMessages.logIn}
        />
      </Page>
    );
  return <Investment {...props} />;
}

function Investment({ investment, Progress = OrderProgress }: InvestmentPageProps) {
  const api = useApi();
  const details = useQuery(investmentQueries.details(api, investment));
  const [action, setAction] = useState<ActionName | null>(null);
  // `?review=exit`: a stop-loss or target notice's link (decision 0302) opens the exit's dialog, which
  // previews the orders; nothing is placed without the investor's tap.
  const exitAsked = useRouterState({ select: (s) => (s.location.search as { review?: unknown }).review === 'exit' });
  const [reviewAsked, setReviewAsked] = useState(exitAsked);
  if (reviewAsked && details.data) {
    // Once, when the investment is read: the exit's review for an active one (a closed one has none).
    setReviewAsked(false);
    if (details.data.status === 'active') setAction('close');
  }
  if (details.isPending)
    return (
      <Page title={investmentMessages.title} hold>
        <Spinner label={investmentMessages.loading} />
      </Page>
    );
  if (!details.data) {
    const missing = details.error instanceof ApiError && details.error.httpStatus === 404;
    return (
      <Page title={investmentMessages.title}>
        <BackLink />
        {missing ? (
          <Notice title={m.failed} role="alert">
            <p>{m.notFound}</p>
          </Notice>
        ) : (
          <QueryProblem
            messages={investmentMessages}
            title={m.failed}
            error={details.error}
            onRetry={() => void details.refetch()}
          />
        )}
      </Page>
    );
  }
  const inv = details.data;
  const closed = inv.status === 'closed';
  return (
    <Page title={inv.basket_name}>
      <BackLink />
      <FetchedAt asOf={inv.as_of} error={details.error} />
      <StoplossAlert investment={inv} onExit={() => setAction('close')} />
      <SipReminder investment={inv} onReview={() => setAction('sip')} />
      <section className={styles.section} aria-labelledby="inv-figures">
        <h2 id="inv-figures" className={styles.sectionTitle}>
          {m.figures}
        </h2>
        <InvestmentBadges investment={inv} />
        <RunningPlans investment={inv} />
        {closed ? <ClosedFigureList figures={inv} label={m.figures} /> : <FigureList figures={inv} label={m.figures} />}
      </section>
      <InvestmentActions investment={inv} action={action} onAction={setAction} Progress={Progress} />
      {closed ? <ClosedHoldings closedAt={inv.closed_at} /> : <HoldingsTable holdings={inv.holdings} />}
      <ValueChartSection investment={investment} />
      <ReturnsAfterCosts investment={investment} />
      <CashFlows flows={inv.cash_flows} />
      <TradesSection investment={investment} />
    </Page>
  );
}

function BackLink() {
  return (
    <Link to="/account/investments/" search={{}} className={styles.back}>
      ← {m.back}
    </Link>
  );
}
