import type { AdminBrandsBody } from '#contract/admin/types';
import { DataTable, type DataColumn } from '#src/components/ui/data-table';
import * as styles from './admin.css';

/** Feature × brand: each cell says On or Off in words, with a mark, never by colour alone. */
export function BrandFeaturesTable({ data }: { data: AdminBrandsBody }) {
  type Feature = AdminBrandsBody['features'][number];
  const columns: DataColumn<Feature>[] = [
    { header: 'Feature', cell: (f) => <code>{f}</code> },
    ...data.brands.map((b): DataColumn<Feature> => ({
      header: b.displayName,
      cell: (f) =>
        b.features[f] ? <span className={styles.on}>✓ On</span> : <span className={styles.off}>✗ Off</span>,
    })),
  ];
  return <DataTable rows={data.features} columns={columns} rowKey={(f) => f} caption="Feature toggles by brand" />;
}

const LOGIN_TYPES = { all: 'Every method', broker: 'Broker login only', starfolio: 'Own accounts only' } as const;

type Brand = AdminBrandsBody['brands'][number];
const configColumns: DataColumn<Brand>[] = [
  {
    header: 'Brand',
    cell: (b) => (
      <>
        {b.displayName}
        {b.isDefault ? <span className={styles.muted}> (default)</span> : null}
      </>
    ),
  },
  { header: 'Kind', cell: (b) => b.kind },
  { header: 'Hosts', cell: (b) => b.hosts.join(', ') },
  { header: 'Sign-in', cell: (b) => LOGIN_TYPES[b.loginType] },
  { header: 'Brokers', cell: (b) => b.brokers.join(', ') || '—' },
];

/** Each brand's configuration, read-only: hosts, sign-in, brokers. */
export function BrandConfigTable({ data }: { data: AdminBrandsBody }) {
  return (
    <DataTable
      rows={data.brands}
      columns={configColumns}
      rowKey={(b) => b.id}
      caption="Brands (read-only: brands/*.json)"
    />
  );
}
