import { Suspense, useCallback, useEffect } from 'react';
import { useAtom } from 'jotai';
import { useBrand } from '#src/lib/navigation';
import { SETTINGS_BUTTON_ID, consentAtom, consentReopenedAtom } from '../atoms';
import { analyticsKeys, type ConsentChoice } from '../consent';
import { browserStorage, readConsent, saveConsent } from '../consent-storage';
import { usePageViews } from '../use-page-views';
import { CONSENT_CHOSEN_ATTRIBUTE } from '#contract/site/paint-first';
import { preloadableLazy } from '#src/lib/react/preloadable-lazy';
import { CONSENT_BANNER_ATTRIBUTE } from './consent-banner-mark';
// The banner's styles are in the first load's stylesheet: the server renders it (its code still loads lazily).
import './consent-banner.css';

/**
 * The banner's code loads when it is first shown (never in the first load, decision 0084), or before
 * hydrating a page the server painted it on (preloadConsentBanner).
 */
const banner = preloadableLazy(() => import('./consent-banner').then((m) => m.ConsentBanner));
const ConsentBanner = banner.Component;

/**
 * Loads the banner's code when the server's HTML shows the banner to this reader (no stored choice
 * hid it), so that it hydrates with the page: a tap on Accept or Reject right away is not lost
 * (decision 0285). Resolves when it is there, or at once when there is nothing to load.
 */
export function preloadConsentBanner(): Promise<void> {
  const shown =
    document.querySelector(`[${CONSENT_BANNER_ATTRIBUTE}]`) !== null &&
    !document.documentElement.hasAttribute(CONSENT_CHOSEN_ATTRIBUTE);
  return shown ? banner.preload().catch(() => undefined) : Promise.resolve();
}

/**
 * Analytics for a brand with an analytics id (brand.json `analytics.googleAnalyticsId`): the consent
 * banner until the reader chooses, then page views only if they accepted. A brand without an id
 * shows and sends nothing. Mounted once, in the app's root layout (never in the blog widget).
 */
export function AnalyticsConsent() {
  const brand = useBrand();
  const measurementId = brand.analytics.googleAnalyticsId;
  if (!measurementId) return null;
  return <BrandConsent brandId={brand.id} brandName={brand.displayName} measurementId={measurementId} />;
}

function BrandConsent({
  brandId,
  brandName,
  measurementId,
}: {
  brandId: string;
  brandName: string;
  measurementId: string;
}) {
  const [consent, setConsent] = useAtom(consentAtom);
  const [reopened, setReopened] = useAtom(consentReopenedAtom);

  // Storage is read after mount, never while rendering (server rendering has none), and again when
  // another tab changes or clears it.
  const reread = useCallback(
    () => setConsent(readConsent(browserStorage(), brandId) ?? 'undecided'),
    [brandId, setConsent],
  );
  useEffect(() => {
    reread();
    const key = analyticsKeys(brandId).consent;
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || e.key === key) reread();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [brandId, reread]);

  // Once the choice is read and rendered, showing the banner is React's alone: the mark that hid the
  // server's banner from a device with a stored choice (contract/site/paint-first.ts) goes.
  const known = consent !== 'unknown';
  useEffect(() => {
    if (known) document.documentElement.removeAttribute(CONSENT_CHOSEN_ATTRIBUTE);
  }, [known]);

  usePageViews(consent === 'granted', { measurementId, brandId, onRefused: reread });

  const choose = (choice: ConsentChoice, byKeyboard: boolean) => {
    saveConsent(browserStorage(), brandId, choice);
    setConsent(choice);
    setReopened(false);
    // Focus goes where the choice can be changed later, rather than to the top of the document.
    document.getElementById(SETTINGS_BUTTON_ID)?.focus({ preventScroll: !byKeyboard });
  };

  // Before the device's choice is read ('unknown': on the server, and while hydrating) the banner is
  // rendered, so it is in the first paint rather than appearing late; a stored choice hid it already.
  if (consent !== 'unknown' && consent !== 'undecided' && !reopened) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner
        brandName={brandName}
        current={consent === 'undecided' || consent === 'unknown' ? null : consent}
        focusOnOpen={reopened}
        onChoose={choose}
      />
    </Suspense>
  );
}
