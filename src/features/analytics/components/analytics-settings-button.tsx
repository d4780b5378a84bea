import { useSetAtom } from 'jotai';
import { useBrand } from '#src/lib/navigation';
import { SETTINGS_BUTTON_ID, consentReopenedAtom } from '../atoms';
import { ANALYTICS_MESSAGES } from '../messages';
import * as styles from './consent-banner.css';

/** The footer's way back to the consent banner, to change the choice; only where the brand has analytics. */
export function AnalyticsSettingsButton() {
  const brand = useBrand();
  const reopen = useSetAtom(consentReopenedAtom);
  if (!brand.analytics.googleAnalyticsId) return null;
  return (
    <button type="button" id={SETTINGS_BUTTON_ID} className={styles.settingsButton} onClick={() => reopen(true)}>
      {ANALYTICS_MESSAGES.settings}
    </button>
  );
}
