import { useStore } from 'jotai';
import { Button } from '#src/components/ui/button';
import { openSubscribe } from '#src/lib/session/prompts';
import { BLOG_MESSAGES as M } from '../messages';
import * as styles from './article.css';

/**
 * Below a locked post's teaser: the way to the subscription prompt, or straight to the plans when signed in; a post
 * its adviser publishes opens that adviser's plans first.
 */
export function PremiumGate({ adviser = null }: { adviser?: string | null }) {
  const store = useStore();
  return (
    <section className={styles.gate} aria-labelledby="premium-gate-title">
      <h2 id="premium-gate-title" className={styles.gateTitle}>
        {M.premiumTitle}
      </h2>
      <p>{M.premiumText}</p>
      <Button onClick={() => openSubscribe(store, adviser ? { adviser } : {})}>{M.premiumAction}</Button>
    </section>
  );
}
