import type { BrandConfig } from '#src/lib/brand';
import { buttonClass } from '#src/components/ui/button';
import { currentPath } from '#src/lib/session/next-path';
import { AUTH_MESSAGES as M } from '../messages';
import * as styles from './auth-forms.css';

/** The broker's sign-in page for this brand: /{segment}{loginPath}?next=<current path>. */
export const brokerLoginHref = (brand: Pick<BrandConfig, 'segment'>, loginPath: string, next: string) =>
  `/${brand.segment}${loginPath}?next=${encodeURIComponent(next)}`;

/** One link per broker of the brand; the broker's page brings the user back here after signing in. */
export function BrokerLogin({ brand }: { brand: BrandConfig }) {
  const next = currentPath();
  return (
    <>
      <p className={styles.intro}>{M.brokerIntro}</p>
      <ul className={styles.brokerList}>
        {brand.brokers.map((b) => (
          <li key={b.id}>
            <a className={buttonClass('secondary', true)} href={brokerLoginHref(brand, b.loginPath, next)}>
              {M.brokerLink(b.name)}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
