import type { Faq } from '#contract/baskets/details';
import { basketPageMessages as m } from '../basket-page-messages';
import * as layout from './basket-page.css';
import * as styles from './parts.css';

/** The adviser's questions and answers, each a native disclosure (keyboard and screen readers for free). */
export function BasketFaqs({ faqs }: { faqs: Faq[] }) {
  if (faqs.length === 0) return null;
  return (
    <section className={layout.section} aria-labelledby="basket-faqs">
      <h2 id="basket-faqs" className={layout.sectionTitle}>
        {m.faqs}
      </h2>
      {faqs.map((faq) => (
        <details key={faq.question} className={styles.faq}>
          <summary className={styles.faqQuestion}>{faq.question}</summary>
          <p className={layout.prose}>{faq.answer}</p>
        </details>
      ))}
    </section>
  );
}
