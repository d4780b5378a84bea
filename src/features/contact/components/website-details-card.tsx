import type { ReactNode } from 'react';
import type { WebsiteDetails } from '#contract/contact/types';
import * as styles from './contact.css';

const tel = (phone: string) => `tel:${phone.replace(/\s+/g, '')}`;

/**
 * Who the company is and how to reach it, from the website-details call. Its region is named for
 * what it holds, not by the company's name: the footer's region already carries that name, and two
 * landmarks of one name cannot be told apart.
 */
export function WebsiteDetailsCard({ details }: { details: WebsiteDetails }) {
  return (
    <section aria-label="How to reach us" className={styles.details}>
      <h2 className={styles.detailsHeading}>{details.company}</h2>
      <dl className={styles.facts}>
        <Fact label="Address">
          <address>{details.address}</address>
        </Fact>
        <Fact label="Email">
          <a href={`mailto:${details.email}`}>{details.email}</a>
        </Fact>
        <Fact label="Phone">
          <a href={tel(details.phone)}>{details.phone}</a>
        </Fact>
        {details.sebi_registrations.map((r) => (
          <Fact key={r.number} label={`SEBI registered ${r.type}`}>
            {r.number}
          </Fact>
        ))}
        <Fact label="Grievance officer">
          {details.grievance_name}
          <br />
          <a href={`mailto:${details.grievance_email}`}>{details.grievance_email}</a>
          <br />
          <a href={tel(details.grievance_phone)}>{details.grievance_phone}</a>
        </Fact>
      </dl>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={styles.fact}>{children}</dd>
    </div>
  );
}
