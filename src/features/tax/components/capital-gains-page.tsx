import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { TAX_MESSAGES } from '#contract/tax/messages';
import { ApiError } from '#src/lib/http/api-error';
import { useApi } from '#src/lib/http/api-context';
import { useSession } from '#src/lib/session/use-session';
import { Page, leadClass } from '#src/components/ui/page';
import { QueryView } from '#src/components/ui/query-view';
import { SelectField } from '#src/components/ui/select-field';
import { SignInNotice } from '#src/components/ui/sign-in-notice';
import { taxQueries } from '../api/tax-queries';
import { financialYearAt } from '#contract/tax/financial-year';
import { previousYear, yearsUpTo } from '../financial-years';
import { capitalGainsMessages as m } from '../messages';
import * as styles from './capital-gains.css';
import { StatementView } from './statement-view';

export interface CapitalGainsPageProps {
  /** The year asked for (?fy=); this year when absent or not one the picker offers. */
  year?: string;
  onYear: (year: string) => void;
  /** This device's clock, for the current year (tests fix it). */
  now?: () => number;
}

/** /account/capital-gains/: the signed-in investor's realised gains of a financial year and the tax estimate. */
export function CapitalGainsPage(props: CapitalGainsPageProps) {
  const { isLoggedIn } = useSession();
  return (
    <Page title={m.title}>
      {isLoggedIn ? (
        <CapitalGains {...props} />
      ) : (
        <SignInNotice title={m.signInTitle} text={m.signInText} action={m.logIn} />
      )}
    </Page>
  );
}

const notBegun = (error: unknown) =>
  error instanceof ApiError && error.httpStatus === 400 && error.message === TAX_MESSAGES.yearNotBegun;

function CapitalGains({ year, onYear, now = Date.now }: CapitalGainsPageProps) {
  const api = useApi();
  // This device's year, until the server's market clock says that year has not begun (a clock set back).
  const [latest, setLatest] = useState(() => financialYearAt(now()));
  const years = yearsUpTo(latest);
  const shown = year && years.includes(year) ? year : latest;
  const statement = useQuery(taxQueries.statement(api, shown));
  const stepBack = shown === latest && notBegun(statement.error) && years.length > 1;
  // Adjusted while rendering (React's pattern for state derived from an answer), not in an effect.
  if (stepBack) setLatest(previousYear(latest));

  return (
    <>
      <p className={leadClass}>{m.lead}</p>
      <div className={styles.picker}>
        <SelectField
          label={m.year}
          name="fy"
          value={shown}
          onValueChange={onYear}
          options={years.map((y) => [y, m.yearOption(y, y === latest)] as const)}
        />
      </div>
      {stepBack ? null : (
        <QueryView
          query={statement}
          loading={m.loading}
          problem={{
            title: m.failed,
            messages: { offline: m.offline, serverError: m.serverError, retry: m.retry },
          }}
        >
          {(s) => <StatementView statement={s} />}
        </QueryView>
      )}
    </>
  );
}
