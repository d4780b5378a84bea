import type { AppPath } from '#contract/site/app-routes';
import { Link } from '#src/lib/navigation';
import * as styles from '#src/components/ui/section-nav.css';

/** The admin area's sections, in the order the nav shows them. */
export const ADMIN_SECTIONS = [
  { to: '/admin/', label: 'Overview' },
  { to: '/admin/users/', label: 'Users' },
  { to: '/admin/advisers/', label: 'Advisers' },
  { to: '/admin/complaints/', label: 'Complaints' },
  { to: '/admin/leads/', label: 'Leads' },
  { to: '/admin/aum/', label: 'AUM ledger' },
  { to: '/admin/faqs/', label: 'FAQs' },
  { to: '/admin/website/', label: 'Website details' },
  { to: '/admin/audit/', label: 'Client view audit' },
  { to: '/admin/logs/', label: 'Client errors' },
  { to: '/admin/status/', label: 'Status incidents' },
] as const satisfies readonly { to: AppPath; label: string }[];

/** The admin area's own navigation, for every admin screen to include above its content. */
export function AdminNav() {
  return (
    <nav aria-label="Admin" className={styles.nav}>
      <ul className={styles.navList}>
        {ADMIN_SECTIONS.map((s) => (
          <li key={s.to}>
            <Link to={s.to} className={styles.navLink} activeOptions={{ exact: true }}>
              {s.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
