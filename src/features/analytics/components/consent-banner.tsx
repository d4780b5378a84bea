import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { useSetAtom } from 'jotai';
import { consentInsetAtom } from '#src/components/ui/consent-inset-atom';
import { Button } from '#src/components/ui/button';
import { CONSENT_HEIGHT } from '#src/components/ui/consent-height';
import type { ConsentChoice } from '../consent';
import { ANALYTICS_MESSAGES as M } from '../messages';
import * as styles from './consent-banner.css';
import { CONSENT_BANNER_ATTRIBUTE } from './consent-banner-mark';

interface ConsentBannerProps {
  brandName: string;
  /** The choice made before, when the reader brought the banner back to change it. */
  current: ConsentChoice | null;
  /** Move focus to the banner when it opens (it was asked for from the footer). */
  focusOnOpen: boolean;
  /** `byKeyboard`: the button was pressed with Enter or Space, not clicked. */
  onChoose: (choice: ConsentChoice, byKeyboard: boolean) => void;
}

/**
 * Accept or reject analytics: a region at the end of the page, not a dialog. It traps nothing and
 * hides nothing for good; the page stays usable while it waits.
 */
export function ConsentBanner({ brandName, current, focusOnOpen, onChoose }: ConsentBannerProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const region = useRef<HTMLElement>(null);
  const titleId = useId();
  // Its height, for what else sticks to the bottom of the window to stand on (consent-inset-atom.ts) and
  // for the page's scroll padding (<html>'s CONSENT_HEIGHT, not inherited: it restyles <html> alone), from
  // the observer's reports: no layout is read while the page hydrates.
  const setInset = useSetAtom(consentInsetAtom);
  useEffect(() => {
    const box = region.current;
    if (!box || typeof ResizeObserver === 'undefined') return undefined;
    const root = document.documentElement.style;
    const resized = new ResizeObserver(([entry]) => {
      const height = Math.ceil(entry?.borderBoxSize?.[0]?.blockSize ?? box.offsetHeight);
      setInset(height);
      root.setProperty(CONSENT_HEIGHT, `${height}px`);
    });
    resized.observe(box);
    return () => {
      resized.disconnect();
      setInset(0);
      root.removeProperty(CONSENT_HEIGHT);
    };
  }, [setInset]);
  useEffect(() => {
    if (focusOnOpen) heading.current?.focus();
  }, [focusOnOpen]);

  const choose = (choice: ConsentChoice) => (e: MouseEvent) => onChoose(choice, e.detail === 0);
  return (
    <section
      ref={region}
      className={styles.banner}
      aria-labelledby={titleId}
      data-testid="analytics-consent"
      {...{ [CONSENT_BANNER_ATTRIBUTE]: '' }}
    >
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 id={titleId} className={styles.title} ref={heading} tabIndex={-1}>
            {M.bannerTitle}
          </h2>
          <p className={styles.body}>
            {M.bannerBody(brandName)}
            {current ? ` ${current === 'granted' ? M.currentGranted : M.currentDenied}` : null}
          </p>
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" className={styles.choice} onClick={choose('granted')}>
            {M.accept}
          </Button>
          <Button variant="secondary" className={styles.choice} onClick={choose('denied')}>
            {M.reject}
          </Button>
        </div>
      </div>
    </section>
  );
}
