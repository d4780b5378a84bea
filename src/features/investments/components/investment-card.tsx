import type { InvestmentSummary } from '#contract/investments/types';
import { formatDate } from '#contract/locale/format';
import { Link } from '#src/lib/navigation';
import { investmentMessages as m } from '../messages';
import { ClosedFigureList, FigureList } from './figure-list';
import { InvestmentBadges, RunningPlans } from './investment-badges';
import * as styles from './investments.css';

/** One investment: its basket (a link to its page), adviser, broker, figures and what needs attention. */
export function InvestmentCard({ investment, brokerName }: { investment: InvestmentSummary; brokerName: string }) {
  const closed = investment.status === 'closed';
  return (
    <article className={styles.card} aria-labelledby={`inv-${investment.investment}`}>
      <h3 className={styles.cardTitle} id={`inv-${investment.investment}`}>
        <Link
          to="/account/investments/$investment/"
          params={{ investment: investment.investment }}
          className={styles.cardLink}
        >
          {investment.basket_name}
        </Link>
      </h3>
      <p className={styles.muted}>
        {m.adviser}: {investment.adviser_name} · {m.broker}: {brokerName} ·{' '}
        {closed && investment.closed_at
          ? m.closedOn(formatDate(investment.closed_at))
          : m.startedOn(formatDate(investment.started_at))}
      </p>
      <InvestmentBadges investment={investment} />
      <RunningPlans investment={investment} />
      {closed ? (
        <ClosedFigureList figures={investment} label={investment.basket_name} />
      ) : (
        <FigureList figures={investment} label={investment.basket_name} />
      )}
    </article>
  );
}
