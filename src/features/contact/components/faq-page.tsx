import { useQuery } from '@tanstack/react-query';
import type { Faq } from '#contract/contact/types';
import { Notice, Page } from '#src/components/ui/page';
import { Spinner } from '#src/components/ui/spinner';
import { Link } from '#src/lib/navigation';
import { useApi } from '#src/lib/http/api-context';
import { siteInfoQueries } from '../api/site-info-queries';
import { groupFaqs } from '../lib/group-faqs';
import * as styles from './faq.css';

/** /faq/ (docs/contact.md): the FAQs by category, each a disclosure; rendered on the server. */
export function FaqPage() {
  const faqs = useQuery(siteInfoQueries.faqs(useApi()));
  return (
    <Page title="Frequently asked questions">
      {faqs.data ? (
        <FaqGroups faqs={faqs.data.faqs} />
      ) : faqs.isPending ? (
        <Spinner label="Loading the questions…" />
      ) : (
        <Notice title="The questions could not be loaded" role="alert">
          <p>
            Please try again in a moment, or <Link to="/contact/">talk to us</Link>.
          </p>
        </Notice>
      )}
    </Page>
  );
}

function FaqGroups({ faqs }: { faqs: Faq[] }) {
  if (faqs.length === 0) {
    return (
      <Notice title="No questions yet">
        <p>
          Ask us anything: <Link to="/contact/">talk to us</Link>.
        </p>
      </Notice>
    );
  }
  return (
    <>
      {groupFaqs(faqs).map(({ category, items }, i) => (
        <section key={category} className={styles.group} aria-labelledby={`faq-group-${i}`}>
          <h2 id={`faq-group-${i}`} className={styles.groupHeading}>
            {category}
          </h2>
          {items.map((faq) => (
            <details key={faq.id} className={styles.item}>
              <summary className={styles.question}>{faq.question}</summary>
              <p className={styles.answer}>{faq.answer}</p>
            </details>
          ))}
        </section>
      ))}
      <p>
        Did not find your answer? <Link to="/contact/">Talk to us</Link>.
      </p>
    </>
  );
}
