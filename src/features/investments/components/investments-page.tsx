import type { ReactNode } from 'react';
import { useSession } from '#src/lib/session/use-session';
import { Page } from '#src/components/ui/page';
import { investmentMessages as m, type InvestmentsTab } from '../messages';
import { InvestmentList } from './investment-list';
import { InvestmentsTabs } from './investments-tabs';
import { MyBasketsPanel } from './my-baskets-panel';
import { SignInNotice } from '#src/components/ui/sign-in-notice';
import { SummarySection } from './summary-section';

export interface InvestmentsPageProps {
  tab: InvestmentsTab;
  onTab: (tab: InvestmentsTab) => void;
  /** The user's watchlist, from the baskets feature (the route composes the two). */
  watchlist: ReactNode;
}

/** /account/investments/: the signed-in investor's summary, then 'My Baskets' and 'My Investments'. */
export function InvestmentsPage(props: InvestmentsPageProps) {
  const { isLoggedIn } = useSession();
  return (
    <Page title={m.title}>
      {isLoggedIn ? (
        <Investments {...props} />
      ) : (
        <SignInNotice title={m.signInTitle} text={m.signInText} action={m.logIn} />
      )}
    </Page>
  );
}

function Investments({ tab, onTab, watchlist }: InvestmentsPageProps) {
  return (
    <>
      <SummarySection />
      <InvestmentsTabs
        selected={tab}
        onSelect={onTab}
        label={m.tabs}
        panels={{ baskets: <MyBasketsPanel watchlist={watchlist} />, investments: <InvestmentList /> }}
      />
    </>
  );
}
