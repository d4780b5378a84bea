import type { AdminBrandsBody } from '#contract/admin/types';
import { ScrollBox } from '#src/components/ui/scroll-box';
import * as styles from './admin.css';

/** Feature × brand: each cell says On or Off in words, with a mark, never by colour alone. */
export function BrandFeaturesTable({ data }: { data: AdminBrandsBody }) {
  return (
    <ScrollBox>
      <table className={styles.table}>
        <caption className={styles.caption}>Feature toggles by brand</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.cell}>
              Feature
            </th>
            {data.brands.map((b) => (
              <th key={b.id} scope="col" className={styles.cell}>
                {b.displayName}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.features.map((f) => (
            <tr key={f}>
              <th scope="row" className={styles.cell}>
                <code>{f}</code>
              </th>
              {data.brands.map((b) => (
                <td key={b.id} className={styles.cell}>
                  {b.features[f] ? <span className={styles.on}>✓ On</span> : <span className={styles.off}>✗ Off</span>}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}

const LOGIN_TYPES = { all: 'Every method', broker: 'Broker login only', starfolio: 'Own accounts only' } as const;

/** Each brand's configuration, read-only: hosts, sign-in, brokers. */
export function BrandConfigTable({ data }: { data: AdminBrandsBody }) {
  return (
    <ScrollBox>
      <table className={styles.table}>
        <caption className={styles.caption}>Brands (read-only: brands/*.json)</caption>
        <thead>
          <tr>
            {['Brand', 'Kind', 'Hosts', 'Sign-in', 'Brokers'].map((h) => (
              <th key={h} scope="col" className={styles.cell}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.brands.map((b) => (
            <tr key={b.id}>
              <th scope="row" className={styles.cell}>
                {b.displayName}
                {b.isDefault ? <span className={styles.muted}> (default)</span> : null}
              </th>
              <td className={styles.cell}>{b.kind}</td>
              <td className={styles.cell}>{b.hosts.join(', ')}</td>
              <td className={styles.cell}>{LOGIN_TYPES[b.loginType]}</td>
              <td className={styles.cell}>{b.brokers.join(', ') || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}
