import { API } from '#contract/http/api-paths';
import { apiPath } from '#contract/http/api-path';
import type { BrandConfig } from '#src/lib/brand';
import { buttonClass } from '#src/components/ui/button';
import { currentPath } from '#src/lib/session/next-path';
import { AUTH_MESSAGES as M } from '../messages';
import * as styles from './auth-forms.css';

/** The broker's sign-in page for this brand: /{segment}{loginPath}?next=<current path>. */
export const brokerLoginHref = (brand: Pick<BrandConfig, 'segment'>, loginPath: string, next: string) =>
  `/${brand.segment}${loginPath}?next=${encodeURIComponent(next)}`;

/**
 * Where a broker's link signs in. On a brand entered only through its broker, the broker's own
 * sign-in, which is the broker connection too (decision 0243): Invest never asks for it again.
 * Elsewhere the brand's page for the broker's clients (server/auth/broker.ts).
 */
export const brokerSignInHref = (
  brand: Pick<BrandConfig, 'segment' | 'loginType'>,
  broker: { id: string; loginPath: string },
  next: string,
) =>
  brand.loginType === 'broker'
    ? `${apiPath(brand.segment, API.broker.login(broker.id))}?next=${encodeURIComponent(next)}`
    : brokerLoginHref(brand, broker.loginPath, next);

/** One link per broker of the brand; the broker's page brings the user back here after signing in. */
export function BrokerLogin({ brand }: { brand: BrandConfig }) {
  const next = currentPath();
  return (
    <>
      <p className={styles.intro}>{M.brokerIntro}</p>
      <ul className={styles.brokerList}>
        {brand.brokers.map((b) => (
          <li key={b.id}>
            <a className={buttonClass('secondary', true)} href={brokerSignInHref(brand, b, next)}>
              {M.brokerLink(b.name)}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
