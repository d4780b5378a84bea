import { Link } from '@tanstack/react-router';
import { DEALER_REPORTS, DEALER_REPORT_TITLES } from '#contract/dealer/route-rules';
import * as styles from './dealer.css';

/** The dealer area's screens: the clients and each report; the current one is marked. */
export function DealerNav({ current }: { current: string }) {
  return (
    <nav aria-label="Dealer">
      <ul className={styles.nav}>
        <li>
          <Link to="/dealer/" className={styles.navLink} aria-current={current === 'clients' ? 'page' : undefined}>
            Clients
          </Link>
        </li>
        {DEALER_REPORTS.map((r) => (
          <li key={r}>
            <Link
              to="/dealer/reports/$report/"
              params={{ report: r }}
              className={styles.navLink}
              aria-current={current === r ? 'page' : undefined}
            >
              {DEALER_REPORT_TITLES[r]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
