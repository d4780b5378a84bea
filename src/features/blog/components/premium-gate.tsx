import { useStore } from 'jotai';
import { openSubscriptionPrompt } from '#src/lib/session/prompts';
import { BLOG_MESSAGES as M } from '../messages';
import * as styles from './article.css';

/** Below a locked post's teaser: the way to the subscription prompt. */
export function PremiumGate() {
  const store = useStore();
  return (
    <section className={styles.gate} aria-labelledby="premium-gate-title">
      <h2 id="premium-gate-title" className={styles.gateTitle}>
        {M.premiumTitle}
      </h2>
      <p>{M.premiumText}</p>
      <button type="button" className={styles.button} onClick={() => openSubscriptionPrompt(store)}>
        {M.premiumAction}
      </button>
    </section>
  );
}
