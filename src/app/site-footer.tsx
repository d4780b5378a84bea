import { Link, useBrand } from '#src/lib/navigation';
import { AnalyticsSettingsButton } from '../features/analytics/components/analytics-settings-button';
import * as styles from './site-footer.css';

/** SEBI's complaints portal and the market's Online Dispute Resolution portal, the same for every brand. */
export const SEBI_SCORES_URL = 'https://scores.sebi.gov.in/';
const SMART_ODR_URL = 'https://smartodr.in/';

const telHref = (phone: string) => `tel:${phone.replace(/\s+/g, '')}`;

/**
 * Who runs the site and how to reach them (brand.json `trust`): the company and its SEBI
 * registrations, the grievance officer with SCORES and SMART ODR (on every page, the home page included, as
 * SEBI asks), contact details, the legal pages, the investor charters and the accessibility statement,
 * then the risk disclaimer. Those links and the disclaimer come with the brand (brands/footer-links.ts),
 * so the script every page loads carries none of their words.
 */
export function SiteFooter() {
  const brand = useBrand();
  const { trust } = brand;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.columns}>
          <section aria-labelledby="footer-company" className={styles.column}>
            <h2 id="footer-company" className={styles.heading}>
              {trust.legalName}
            </h2>
            <dl className={styles.facts}>
              {trust.sebiRegistrations.map((r) => (
                <div key={r.number}>
                  <dt>SEBI registered {r.type}</dt>
                  <dd className={styles.number}>{r.number}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section aria-labelledby="footer-grievance" className={styles.column}>
            <h2 id="footer-grievance" className={styles.heading}>
              Grievances
            </h2>
            <p className={styles.line}>Grievance officer: {trust.grievanceOfficer.name}</p>
            <ContactLinks email={trust.grievanceOfficer.email} phone={trust.grievanceOfficer.phone} />
            <p className={styles.line}>
              Not satisfied with our answer? Complain to SEBI on <a href={SEBI_SCORES_URL}>SCORES</a>, then seek
              conciliation online on <a href={SMART_ODR_URL}>SMART ODR</a>.
            </p>
          </section>
          <section aria-labelledby="footer-contact" className={styles.column}>
            <h2 id="footer-contact" className={styles.heading}>
              Contact us
            </h2>
            <ContactLinks email={trust.contact.email} phone={trust.contact.phone} />
            <address className={styles.line}>{trust.contact.address}</address>
          </section>
        </div>
        <nav aria-label="Footer" className={styles.links}>
          {brand.footer.links.map((l) => (
            <a key={l.href} href={l.href}>
              {l.label}
            </a>
          ))}
          <Link to="/contact/">Talk to us</Link>
          <Link to="/faq/">FAQ</Link>
          <Link to="/status/">Service status</Link>
          {brand.features.blog ? <Link to="/saved/">Saved for reading offline</Link> : null}
          {brand.features['account/settings/'] ? <Link to="/account/settings/">Settings</Link> : null}
          <AnalyticsSettingsButton />
        </nav>
        <p className={styles.disclaimer}>{brand.footer.disclaimer}</p>
      </div>
    </footer>
  );
}

function ContactLinks({ email, phone }: { email: string; phone: string }) {
  return (
    <p className={styles.contactLinks}>
      <a href={`mailto:${email}`}>{email}</a>
      <a href={telHref(phone)}>{phone}</a>
    </p>
  );
}
